/** Tier upgrades and rewards (issue 23), relative to the configured apiBase; GET /tiers is walletPaths.tiers. */
export const tierPaths = {
  upgrade: 'api/v1/tiers/upgrade',
  rewards: 'api/v1/rewards',
  redeem: 'api/v1/rewards/redeem',
} as const;
