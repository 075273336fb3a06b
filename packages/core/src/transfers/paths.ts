/** The transfer calls (issue 7), relative to the configured apiBase. */
export const transferPaths = {
  transfers: 'api/v1/transfers',
  quote: 'api/v1/transfers/quote',
  recipient: 'api/v1/transfers/recipient',
  banks: 'api/v1/banks',
  resolveAccount: 'api/v1/banks/resolve',
  beneficiaries: 'api/v1/beneficiaries',
  beneficiary: (id: string) => `api/v1/beneficiaries/${encodeURIComponent(id)}`,
} as const;
