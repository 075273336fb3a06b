/**
 * CBN tiered-KYC defaults for wallets, in kobo. The API reads them as configuration (it may override
 * them) and serves the ones in force at GET /api/v1/tiers; the client shows what the API says.
 * The circular sets daily and balance caps only; the single-transaction cap defaults to the daily one.
 */
export interface TierLimits {
  tier: number;
  name: string;
  singleTransaction: number;
  daily: number;
  /** null: no maximum balance. */
  maxBalance: number | null;
}

export const DEFAULT_TIERS: readonly TierLimits[] = [
  { tier: 1, name: 'Tier 1', singleTransaction: 5_000_000, daily: 5_000_000, maxBalance: 30_000_000 },
  { tier: 2, name: 'Tier 2', singleTransaction: 20_000_000, daily: 20_000_000, maxBalance: 50_000_000 },
  { tier: 3, name: 'Tier 3', singleTransaction: 500_000_000, daily: 500_000_000, maxBalance: null },
];

/** New users start here. */
export const STARTING_TIER = 1;
