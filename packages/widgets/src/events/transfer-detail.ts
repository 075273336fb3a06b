import type { Transaction } from '@owo/core/contract';

/**
 * What the page hears about a transfer: its reference (to look it up, or show support), what kind it
 * was, the amounts in kobo and the status. Never the PIN, never the recipient's account details.
 */
export interface TransferDetail {
  reference: string;
  type: Transaction['type'];
  amount: number;
  fee: number;
  status: Transaction['status'];
}

export function transferDetail(transaction: Transaction): TransferDetail {
  const { reference, type, amount, fee, status } = transaction;
  return { reference, type, amount, fee, status };
}
