import type {
  BillingAddress,
  CardStatus,
  CardTransactionType,
  DeclineReason,
  FxPurpose,
} from '@owo/core/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KoboColumn } from './money-schema';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** A dollar card as Owo knows it: the issuer's id, never the number or the CVV. */
export interface CardsTable {
  id: Generated<string>;
  userId: string;
  /** Its USD ledger account (kind 'card'). */
  accountId: string;
  label: string;
  brand: ColumnType<'visa', 'visa' | undefined, never>;
  issuer: string;
  issuerCardId: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  status: CardStatus;
  /** Cents: posted credits - posted debits of its account, kept with the entries (postMany). */
  balance: ColumnType<number | string, never, never>;
  billingAddress: ColumnType<BillingAddress, string, string>;
  failureReason: string | null;
  createdAt: CreatedAt;
  updatedAt: Date;
}

export interface FxQuotesTable {
  id: Generated<string>;
  userId: string;
  cardId: string | null;
  purpose: FxPurpose;
  usdAmount: KoboColumn;
  ngnAmount: KoboColumn;
  fee: KoboColumn;
  total: KoboColumn;
  koboPerUsd: KoboColumn;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export type ConversionKind = 'create' | 'fund' | 'withdraw' | 'terminate' | 'refund';

/** The detail of a 'card' wallet transaction: the card, the dollars and the rate used. */
export interface CardConversionsTable {
  transactionId: string;
  cardId: string;
  kind: ConversionKind;
  usdAmount: KoboColumn;
  koboPerUsd: KoboColumn;
}

export interface CardTransactionsTable {
  id: Generated<string>;
  cardId: string;
  type: CardTransactionType;
  /** Cents. */
  amount: KoboColumn;
  merchant: string | null;
  category: string | null;
  status: 'completed' | 'declined';
  declineReason: DeclineReason | null;
  transactionId: string | null;
  postingId: string | null;
  /** The issuer's authorisation id, for a purchase or a decline. */
  issuerReference: string | null;
  refundOf: string | null;
  createdAt: CreatedAt;
}

export interface CardsTables {
  cards: CardsTable;
  fxQuotes: FxQuotesTable;
  cardConversions: CardConversionsTable;
  cardTransactions: CardTransactionsTable;
}

/** The sandbox issuer's own tables (modules/card-issuer-sandbox); Owo's cards module never reads them. */
export interface SandboxIssuerCardsTable {
  id: Generated<string>;
  reference: string;
  label: string;
  nameOnCard: string;
  outcome: 'active' | 'failed';
  /** AES-256-GCM, under a key only the issuer module derives. */
  numberSealed: string | null;
  cvvSealed: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  status: 'active' | 'frozen' | 'terminated';
  /** When the issuer tells how the creation went (a late creation is pending until then). */
  readyAt: Date;
  createdAt: CreatedAt;
}

export interface SandboxIssuerLoadsTable {
  reference: string;
  cardId: string;
  amount: KoboColumn;
  outcome: 'completed' | 'failed';
  readyAt: Date;
  createdAt: CreatedAt;
}

export interface SandboxIssuerRevealsTable {
  tokenHash: string;
  cardId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface SandboxIssuerAuthorizationsTable {
  id: Generated<string>;
  cardId: string;
  amount: KoboColumn;
  merchant: string;
  approved: boolean;
  refunded: ColumnType<number | string, number | undefined, number>;
  createdAt: CreatedAt;
}

export interface SandboxIssuerTables {
  sandboxIssuerCards: SandboxIssuerCardsTable;
  sandboxIssuerLoads: SandboxIssuerLoadsTable;
  sandboxIssuerReveals: SandboxIssuerRevealsTable;
  sandboxIssuerAuthorizations: SandboxIssuerAuthorizationsTable;
}

export type CardRow = Selectable<CardsTable>;
export type FxQuoteRow = Selectable<FxQuotesTable>;
export type CardTransactionRow = Selectable<CardTransactionsTable>;
