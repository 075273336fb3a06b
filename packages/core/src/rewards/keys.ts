import type { QueryClient } from '@tanstack/query-core';
import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import type { QueryOptionsFor } from '../query/query-options';
import { transactionKeys } from '../transactions/keys';
import { walletKeys } from '../wallet/keys';
import { rewardsApi } from './api';
import type { Rewards } from './contract';

export const rewardsKeys = {
  all: ['rewards'] as const,
};

/** Points move when a bill completes or is refunded, and a friend's state with their payments: 30 s. */
export function rewardsQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<Rewards, typeof rewardsKeys.all> {
  return {
    ...featureQueryDefaults,
    queryKey: rewardsKeys.all,
    queryFn: () => rewardsApi(runtime).get(),
    staleTime: 30_000,
  };
}

/** After a redemption: the points, the balance with today's limits beside it, and the history's credit. */
export function invalidateAfterRedemption(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [rewardsKeys.all, walletKeys.wallet, transactionKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
