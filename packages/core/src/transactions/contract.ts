import * as z from 'zod/mini';
import { billDeliverySchema } from '../bills/delivery';
import { BILL_SERVICES, METER_TYPES } from '../bills/services';
import { successEnvelope } from '../contract/envelope';
import { textField } from '../contract/text';

/** SPEC.md 4's statuses; which may follow which is the API's one transition table (see the API reference). */
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
  'reversed',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The channel: Owo to Owo ('user'), another bank ('bank'), either way round; a bill or service bought
 * from a provider ('bill'); a gift card sold to Owo ('giftcard'); naira into or out of a dollar card
 * (creation, funding, withdrawal, the balance of a terminated card: 'card'); money in from a saved debit
 * card ('topup'); points redeemed or a referral bonus, paid by Owo ('reward').
 */
export const TRANSACTION_TYPES = ['user', 'bank', 'bill', 'giftcard', 'card', 'topup', 'reward'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const DIRECTIONS = ['credit', 'debit'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The other side of a transaction: never an email or a phone number. */
export const counterpartySchema = z.object({
  name: z.string(),
  username: z.optional(z.string()),
  bankCode: z.optional(z.string()),
  bankName: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

/** Amounts are integers in kobo; `fee` is on top of `amount` for a debit. */
export const transactionSchema = z.object({
  reference: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  direction: z.enum(DIRECTIONS),
  amount: z.number(),
  fee: z.number(),
  currency: z.literal('NGN'),
  status: z.enum(TRANSACTION_STATUSES),
  counterparty: counterpartySchema,
  narration: z.nullable(z.string()),
  /** The 30-digit NIP session id of a bank transfer. */
  sessionId: z.optional(z.string()),
  /** Why a failed or cancelled transaction did not go through, in words for people (also in the list). */
  failureReason: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The purchase behind a 'bill' transaction: the customer id is a meter, smartcard or phone number by service. */
export const billOfTransactionSchema = z.object({
  service: z.enum(BILL_SERVICES),
  billerName: z.string(),
  customerId: z.string(),
  customerName: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  meterType: z.nullable(z.enum(METER_TYPES)),
});
export type BillOfTransaction = z.infer<typeof billOfTransactionSchema>;

/**
 * The dollar card behind a 'card' transaction: which card, how many dollars (cents) and at what rate
 * (kobo per dollar) they were converted: the rate used is kept on every conversion.
 */
export const cardOfTransactionSchema = z.object({
  cardId: z.string(),
  label: z.string(),
  last4: z.nullable(z.string()),
  kind: z.enum(['create', 'fund', 'withdraw', 'terminate', 'refund']),
  usdAmount: z.number(),
  koboPerUsd: z.number(),
});
export type CardOfTransaction = z.infer<typeof cardOfTransactionSchema>;

/** What a receipt shows beyond the list row. */
// z.extend, not a spread of `.shape`: a property read keeps the schema in every bundle that imports this.
export const transactionDetailSchema = z.extend(transactionSchema, {
  /** amount + fee for a debit; amount for a credit. */
  total: z.number(),
  updatedAt: z.string(),
  /** Why a failed transfer failed, in words for people. */
  failureReason: z.nullable(z.string()),
  /** The account holder's side: name and Owo account number. */
  account: z.object({ name: z.string(), accountNumber: z.string(), bankName: z.string() }),
  /** A bill purchase ('bill'): what was bought and for whom, so a receipt names its fields. */
  bill: z.optional(billOfTransactionSchema),
  /**
   * A completed bill purchase: what the provider delivered (an electricity token and units, exam PINs,
   * a gift-card code). Only in the owner's answer, as good as cash: never in the list.
   */
  delivery: z.optional(billDeliverySchema),
  /** A dollar card's conversion ('card'): the card, the dollars and the rate. */
  card: z.optional(cardOfTransactionSchema),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const TRANSACTIONS_MAX_PAGE_SIZE = 100;
export const TRANSACTIONS_PAGE_SIZE = 20;

function pageNumber(name: string, max: number, fallback: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z._default(
    z.coerce
      .number({ error: message })
      .check(z.int({ error: message }), z.gte(1, message), z.lte(max, message)),
    fallback,
  );
}

function isoDate(name: string) {
  const message = `${name} must be a date such as 2026-11-22`;
  return z.optional(
    z.string({ error: message }).check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, message),
      z.refine((value) => !Number.isNaN(Date.parse(value)), message),
    ),
  );
}

/**
 * `from` and `to` are Lagos calendar days, both included. `q` searches reference, name and narration.
 * Built by a function marked free of side effects, so a bundle that never reads it (owo-pay-bills, which
 * only reads one transaction) drops it.
 */
/* @__NO_SIDE_EFFECTS__ */
function listQuery() {
  return z.object({
    page: pageNumber('page', 100_000, 1),
    limit: pageNumber('limit', TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE),
    direction: z.optional(z.enum(DIRECTIONS, { error: 'direction must be credit or debit' })),
    status: z.optional(
      z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` }),
    ),
    type: z.optional(
      z.enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(', ')}` }),
    ),
    from: isoDate('from'),
    to: isoDate('to'),
    q: z.optional(
      textField('q must be text', 'Search text').check(
        z.trim(),
        z.maxLength(100, 'Search text cannot exceed 100 characters'),
      ),
    ),
  });
}
export const transactionListQuery = listQuery();
export type TransactionListQuery = z.input<typeof transactionListQuery>;

export const transactionListResponse = successEnvelope(
  z.object({
    transactions: z.array(transactionSchema),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
  }),
);
export type TransactionList = z.infer<typeof transactionListResponse>['data'];

export const transactionReferenceParams = z.object({
  reference: z.string().check(z.regex(/^[A-Z0-9]{6,40}$/, 'Transaction reference is invalid')),
});

export const transactionResponse = successEnvelope(transactionDetailSchema);
