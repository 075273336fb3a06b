import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import type { QueryOptionsFor } from '../query/query-options';
import type { Tiers } from '../tiers/contract';
import { walletApi } from './api';
import type { Wallet } from './contract';

export const walletKeys = {
  wallet: ['wallet'] as const,
  tiers: ['wallet', 'tiers'] as const,
  devTools: ['wallet', 'dev-tools'] as const,
};

/**
 * The balance goes stale fast: money can arrive at any moment. Thirty seconds, and fetched again when
 * the person comes back to the tab (unlike other features), so a balance on screen is never old news.
 */
export function walletQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<Wallet, typeof walletKeys.wallet> {
  return {
    ...featureQueryDefaults,
    queryKey: walletKeys.wallet,
    queryFn: () => walletApi(runtime).get(),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  };
}

/** How often the tiers are asked again while an upgrade is under review. */
export const TIER_REVIEW_POLL_MS = 3_000;

/**
 * The tier and today's use: fresh like the balance, since every debit moves the use. While an upgrade is
 * under review it is asked again every 3 s, so the tab turns approved (or not) by itself.
 */
export function tiersQueryOptions(runtime: FeatureRuntime): QueryOptionsFor<Tiers, typeof walletKeys.tiers> {
  return {
    ...featureQueryDefaults,
    queryKey: walletKeys.tiers,
    queryFn: () => walletApi(runtime).tiers(),
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.pending ? TIER_REVIEW_POLL_MS : false),
  };
}

export function devToolsQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<boolean, typeof walletKeys.devTools> {
  return {
    ...featureQueryDefaults,
    queryKey: walletKeys.devTools,
    queryFn: () => walletApi(runtime).hasDevTools(),
    staleTime: Number.POSITIVE_INFINITY,
  };
}
