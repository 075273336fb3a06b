/** The bills calls (issue 8), relative to the configured apiBase. */
export const billPaths = {
  services: 'api/v1/bills/services',
  products: (service: string, biller: string) =>
    `api/v1/bills/${encodeURIComponent(service)}/billers/${encodeURIComponent(biller)}/products`,
  validate: 'api/v1/bills/validate',
  quote: 'api/v1/bills/quote',
  pay: 'api/v1/bills/pay',
  purchase: (reference: string) => `api/v1/bills/purchases/${encodeURIComponent(reference)}`,
  giftCardSales: 'api/v1/giftcards/sales',
  webhook: 'api/v1/bills/webhooks/sandbox',
} as const;
