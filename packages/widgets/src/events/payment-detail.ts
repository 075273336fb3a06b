import type { BillPurchase } from '@owo/core/contract';

/**
 * What the page hears about a bill payment: its reference, the service and biller, the amounts in kobo
 * and the status. Never the PIN, never the token or PINs delivered (they are as good as money).
 */
export interface PaymentDetail {
  reference: string;
  service: BillPurchase['service'];
  biller: string;
  amount: number;
  fee: number;
  status: BillPurchase['status'];
}

export function paymentDetail(purchase: BillPurchase): PaymentDetail {
  const { reference, service, biller, amount, fee, status } = purchase;
  return { reference, service, biller, amount, fee, status };
}
