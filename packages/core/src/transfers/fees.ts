/**
 * The one fee schedule (DESIGN.md "Money"): the API charges it and the pricing page prints it, so the
 * two can never disagree. Amounts are kobo. A band applies to amounts up to and including `upTo`.
 */
export interface FeeBand {
  /** The largest amount (kobo) the band covers; null for "and above". */
  upTo: number | null;
  fee: number;
}

export const BANK_TRANSFER_FEES: readonly FeeBand[] = [
  { upTo: 500_000, fee: 1_000 },
  { upTo: 5_000_000, fee: 2_500 },
  { upTo: null, fee: 5_000 },
];

/** Owo to Owo costs nothing, whatever the amount. */
export const USER_TRANSFER_FEE = 0;

export type TransferKind = 'user' | 'bank';

/** The fee (kobo) for sending `amount` kobo. */
export function transferFee(kind: TransferKind, amount: number): number {
  if (kind === 'user') return USER_TRANSFER_FEE;
  const band = BANK_TRANSFER_FEES.find((b) => b.upTo === null || amount <= b.upTo);
  return band?.fee ?? 0;
}
