/** The wallet's calls (issue 7), relative to the configured apiBase. */
export const walletPaths = {
  wallet: 'api/v1/wallet',
  tiers: 'api/v1/tiers',
  /** The sandbox's "money arrived" webhook stand-in; only where the local dev tools run. */
  incomingTransfer: 'api/v1/dev/incoming-transfer',
  /** The service's health, which says whether the dev tools run: how the sandbox form knows to show. */
  health: 'api/v1/health',
} as const;
