import type { BankCardBrand } from '@owo/core/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type BankCardStatus = 'otp_required' | 'active' | 'removed';

/** A linked debit card as Owo keeps it: the processor's token and what may be shown, never the number. */
export interface BankCardsTable {
  id: Generated<string>;
  userId: string;
  processor: string;
  /** The processor's reference for the card; never sent out of the API. */
  token: string;
  brand: BankCardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  bank: string;
  status: BankCardStatus;
  isDefault: ColumnType<boolean, boolean | undefined, boolean>;
  /** Wrong one-time codes tried while the card waits for its code. */
  otpAttempts: ColumnType<number, number | undefined, number>;
  /** When the card's bank last sent its holder a code: a code is good for a few minutes. */
  otpSentAt: Date | null;
  createdAt: CreatedAt;
  removedAt: Date | null;
}

export interface TopUpsTable {
  transactionId: string;
  bankCardId: string;
  processor: string;
  processorReference: string | null;
}

/** The sandbox processor's own tables (card-processor-sandbox): what a real processor keeps on its side. */
export interface SandboxProcessorCardsTable {
  token: string;
  customer: string;
  fingerprint: string;
  behaviour: string;
  otpPending: boolean;
  createdAt: CreatedAt;
}

export interface SandboxProcessorChargesTable {
  reference: string;
  token: string;
  amount: ColumnType<number | string, number, number>;
  outcome: 'approved' | 'declined';
  reason: string | null;
  createdAt: CreatedAt;
}

export interface BankCardsTables {
  bankCards: BankCardsTable;
  topUps: TopUpsTable;
  sandboxProcessorCards: SandboxProcessorCardsTable;
  sandboxProcessorCharges: SandboxProcessorChargesTable;
}

export type BankCardRow = Selectable<BankCardsTable>;
