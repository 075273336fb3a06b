import type { Bank } from '@owo/core/contract';

/** What the API tells a provider about a payout. `reference` is the provider's idempotency key. */
export interface PayoutRequest {
  reference: string;
  sessionId: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  narration: string | null;
  createdAt: Date;
}

/**
 * completed / failed are final answers; processing means "ask again later". A thrown error (time-out,
 * no answer) means the outcome is unknown: the transfer stays pending and is asked about again.
 */
export type PayoutOutcome =
  | { status: 'completed' }
  | { status: 'failed'; reason: string }
  | { status: 'processing' };

/** A bank-transfer provider (NIP through a processor). The sandbox implements it deterministically. */
export interface BankTransferProvider {
  /** Names the provider's float account in the ledger. */
  readonly name: string;
  banks(): Bank[];
  /** Name enquiry: the account holder's name, or null when the bank has no such account. */
  nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null>;
  send(request: PayoutRequest): Promise<PayoutOutcome>;
  requery(request: PayoutRequest): Promise<PayoutOutcome>;
}

export class ProviderTimeoutError extends Error {
  constructor() {
    super('The provider did not answer in time');
    this.name = 'ProviderTimeoutError';
  }
}
