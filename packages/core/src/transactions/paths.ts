/** The transaction history calls (issue 7), relative to the configured apiBase. */
export const transactionPaths = {
  list: 'api/v1/transactions',
  byReference: (reference: string) => `api/v1/transactions/${encodeURIComponent(reference)}`,
} as const;
