import type { Counterparty, Direction, TransactionStatus, TransactionType } from '@owo/core/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** The currencies the ledger keeps: naira wallets and dollar cards. Amounts are in minor units (kobo, cents). */
export type Currency = 'NGN' | 'USD';

/** bigint kobo: PGlite reads it as a number, pg as a string; read it through `kobo()`. */
export type KoboColumn = ColumnType<number | string, number | undefined, number>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface LedgerAccountsTable {
  id: Generated<string>;
  code: string;
  kind: 'wallet' | 'card' | 'system';
  currency: ColumnType<Currency, Currency | undefined, never>;
  /** The user a wallet or card account belongs to; null for system accounts. */
  ownerId: ColumnType<string | null, string | null | undefined, never>;
  createdAt: CreatedAt;
}

export interface WalletsTable {
  userId: string;
  accountId: string;
  accountNumber: string;
  tier: ColumnType<number, number | undefined, number>;
  /** Posted credits - posted debits, kept with the entries in the same transaction. */
  balance: KoboColumn;
  /** The sum of open holds. */
  held: KoboColumn;
  /** The day `dayDebits` counts (days since 1970, Lagos time); null before the wallet's first debit. */
  debitsDay: ColumnType<number | null, never, number>;
  /**
   * That day's naira debits (amount + fee) not given back (migration 0018): counted by the statement that
   * writes a debit (countDebit, migration 0022), given back by a trigger when one fails or is reversed.
   */
  dayDebits: ColumnType<string | number, never, number>;
  createdAt: CreatedAt;
}

export interface PostingsTable {
  id: Generated<string>;
  kind: string;
  reversesPostingId: string | null;
  description: string;
  createdAt: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  postingId: string;
  accountId: string;
  direction: Direction;
  amount: KoboColumn;
  currency: ColumnType<Currency, Currency | undefined, never>;
  createdAt: CreatedAt;
}

export type HoldStatus = 'open' | 'posted' | 'voided';

export interface TransactionsTable {
  id: Generated<string>;
  reference: string;
  userId: string;
  type: TransactionType;
  direction: Direction;
  amount: KoboColumn;
  fee: KoboColumn;
  currency: ColumnType<string, string | undefined, never>;
  status: TransactionStatus;
  counterparty: ColumnType<Counterparty, string, string>;
  narration: string | null;
  sessionId: string | null;
  postingId: string | null;
  /** What the transaction holds on the wallet while it is open (amount + fee for a bank transfer). */
  holdAmount: KoboColumn;
  holdStatus: HoldStatus | null;
  relatedId: string | null;
  /**
   * The owner's balance right after the transaction completed, recorded with its money alert (the alert's
   * job names the transaction: migration 0020); null where no alert was recorded.
   */
  balanceAfter: ColumnType<number | string | null, number | null | undefined, number | null>;
  failureReason: string | null;
  /** The registered partner site the payment was made through (its server may confirm it). */
  partnerOrigin: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: Date;
}

export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  responseStatus: number | null;
  responseBody: ColumnType<unknown, string | null, string>;
  lockedAt: Date;
  expiresAt: Date;
}

export interface PinAttemptsTable {
  userId: string;
  failures: number;
  lockedUntil: Date | null;
  pending: Generated<number>;
  pendingAt: Date | null;
}

export interface BeneficiariesTable {
  id: Generated<string>;
  userId: string;
  /** 'user:<id>' or 'bank:<code>:<number>': one row per person sent to. */
  target: string;
  type: 'user' | 'bank';
  name: string;
  username: string | null;
  bankCode: string | null;
  accountNumber: string | null;
  saved: ColumnType<boolean, boolean | undefined, boolean>;
  lastUsedAt: Date | null;
  createdAt: CreatedAt;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  subjectId: string;
  runAt: Date;
  lockedUntil: Date | null;
  /** Runs claimed, crashed ones too: a handler tells its first run (send) from later ones (requery). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Runs in a row whose handler threw; at JOB_MAX_ATTEMPTS the job is dead. */
  failures: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  /** When the job died: never claimed again until an operator revives it. */
  deadAt: Date | null;
  createdAt: CreatedAt;
}

export interface MoneyTables {
  ledgerAccounts: LedgerAccountsTable;
  wallets: WalletsTable;
  postings: PostingsTable;
  ledgerEntries: LedgerEntriesTable;
  transactions: TransactionsTable;
  idempotencyKeys: IdempotencyKeysTable;
  pinAttempts: PinAttemptsTable;
  beneficiaries: BeneficiariesTable;
  jobs: JobsTable;
}

export type WalletRow = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;

/** A bigint column or aggregate as a number of kobo; beyond 2^53 it is refused rather than rounded. */
export function kobo(value: number | string | bigint | null | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe kobo amount: ${String(value)}`);
  return n;
}
