import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { pinField } from '../contract/fields';
import { textField } from '../contract/text';
import { transactionSchema } from '../transactions/contract';
import { UNSUPPORTED_MERCHANT_CATEGORIES } from './fees';

// Virtual dollar cards (issue 21). Naira amounts are kobo, dollar amounts US cents. Card numbers and
// CVVs never appear here: the issuer's one-time page shows a dollar card's details. Linked bank cards
// are in bank-cards.ts (what the widgets read) and bank-card-requests.ts (what only the API reads).

const usdAmountField = z
  .number({ error: 'Amount must be a number of cents' })
  .check(
    z.int({ error: 'Amount must be a whole number of cents' }),
    z.gt(0, 'Amount must be more than zero'),
    z.lte(100_000_000, 'Amount is too large'),
  );
/**
 * A uuid by its pattern, not z.uuid(): zod's uuid class would join the zod chunk that every element's
 * page loads (owo-login included), for fields only the card screens send.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idField = (name: string) =>
  z.string({ error: `${name} is not valid` }).check(z.regex(UUID, `${name} is not valid`));

// --- FX quotes ---

export const FX_PURPOSES = ['card_create', 'card_fund', 'card_withdraw'] as const;
export type FxPurpose = (typeof FX_PURPOSES)[number];

/** POST /fx/quotes: what a number of dollars costs (or brings back) in naira, held for 60 s. */
export const fxQuoteBody = z.object({
  purpose: z.enum(FX_PURPOSES, { error: 'Purpose must be card_create, card_fund or card_withdraw' }),
  cardId: z.optional(idField('Card')),
  usdAmount: usdAmountField,
});
export type FxQuoteBody = z.input<typeof fxQuoteBody>;

/**
 * `ngnAmount`: the dollars at `koboPerUsd` (the buy rate to fund, the sell rate to withdraw); `fee`:
 * Owo's fee (creation + funding, funding, or none); `total`: what leaves the wallet (create, fund) or
 * reaches it (withdraw).
 */
export const fxQuoteSchema = z.object({
  id: z.string(),
  purpose: z.enum(FX_PURPOSES),
  cardId: z.nullable(z.string()),
  usdAmount: z.number(),
  ngnAmount: z.number(),
  fee: z.number(),
  total: z.number(),
  koboPerUsd: z.number(),
  expiresAt: z.string(),
});
export type FxQuote = z.infer<typeof fxQuoteSchema>;
export const fxQuoteResponse = successEnvelope(fxQuoteSchema);

// --- dollar cards ---

export const CARD_STATUSES = ['pending', 'active', 'frozen', 'terminated', 'failed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const billingAddressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** A dollar card as Owo knows it: never the full number or the CVV. `balance` is in cents. */
export const cardSchema = z.object({
  id: z.string(),
  label: z.string(),
  brand: z.literal('visa'),
  last4: z.nullable(z.string()),
  expiryMonth: z.nullable(z.number()),
  expiryYear: z.nullable(z.number()),
  status: z.enum(CARD_STATUSES),
  balance: z.number(),
  currency: z.literal('USD'),
  billingAddress: billingAddressSchema,
  /** Why a creation failed (the money went back to the wallet). */
  failureReason: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsResponse = successEnvelope(z.object({ cards: z.array(cardSchema) }));
export const cardResponse = successEnvelope(cardSchema);

const labelField = z.optional(
  textField('Label must be text', 'Label').check(
    z.trim(),
    z.maxLength(40, 'Label is too long (40 characters at most)'),
  ),
);

/** POST /cards: a card_create quote, the PIN, an optional label ("Netflix card"). */
export const createCardBody = z.object({ quoteId: idField('Quote'), pin: pinField, label: labelField });
export type CreateCardBody = z.input<typeof createCardBody>;

/** POST /cards/{id}/fund and /withdraw: a quote for that card and purpose, and the PIN. */
export const cardMoneyBody = z.object({ quoteId: idField('Quote'), pin: pinField });
export type CardMoneyBody = z.input<typeof cardMoneyBody>;

/** POST /cards/{id}/unfreeze, /terminate, /reveal. */
export const cardPinBody = z.object({ pin: pinField });
export type CardPinBody = z.input<typeof cardPinBody>;

/** The card after a money change, and the wallet transaction that moved the naira. */
export const cardMoneyResponse = successEnvelope(
  z.object({ card: cardSchema, transaction: transactionSchema }),
);
export type CardMoneyResult = z.infer<typeof cardMoneyResponse>['data'];

/** POST /cards/{id}/terminate: `transaction` is the balance coming home, null when the card was empty. */
export const cardTerminateResponse = successEnvelope(
  z.object({ card: cardSchema, transaction: z.nullable(transactionSchema) }),
);
export type CardTerminateResult = z.infer<typeof cardTerminateResponse>['data'];

/** The card in a path (`/cards/{id}/...`). */
export const cardIdParams = z.object({ id: idField('Card') });

/** POST /cards/{id}/reveal: the issuer's one-time page (on Owo's origin) and when it stops showing. */
export const cardRevealResponse = successEnvelope(z.object({ url: z.string(), expiresAt: z.string() }));
export type CardReveal = z.infer<typeof cardRevealResponse>['data'];

export const CARD_TRANSACTION_TYPES = ['funding', 'withdrawal', 'purchase', 'refund', 'decline'] as const;
export type CardTransactionType = (typeof CARD_TRANSACTION_TYPES)[number];

export const DECLINE_REASONS = [
  'insufficient_funds',
  'card_frozen',
  'card_terminated',
  'merchant_not_supported',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What each decline reason says to the card's owner. */
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  insufficient_funds: 'Not enough money on the card',
  card_frozen: 'The card is frozen',
  card_terminated: 'The card is terminated',
  merchant_not_supported: 'The card does not support this kind of merchant (gambling or crypto)',
};

export const cardTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(CARD_TRANSACTION_TYPES),
  /** Cents. */
  amount: z.number(),
  merchant: z.optional(z.nullable(z.string())),
  status: z.enum(['completed', 'declined']),
  declineReason: z.optional(z.nullable(z.enum(DECLINE_REASONS))),
  createdAt: z.string(),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;
export const cardTransactionsResponse = successEnvelope(
  z.object({ transactions: z.array(cardTransactionSchema) }),
);

/** Local dev tools only: play a merchant charging the card (POST /dev/card-authorizations). */
export const MERCHANT_CATEGORIES = [
  'general',
  'subscriptions',
  'shopping',
  ...UNSUPPORTED_MERCHANT_CATEGORIES,
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];
export const cardAuthorizationBody = z.object({
  cardId: idField('Card'),
  amount: usdAmountField,
  merchant: textField('Merchant is required', 'Merchant').check(
    z.trim(),
    z.minLength(1, 'Merchant is required'),
    z.maxLength(60, 'Merchant is too long'),
  ),
  category: z.optional(z.enum(MERCHANT_CATEGORIES, { error: 'Unknown merchant category' })),
});
export type CardAuthorizationBody = z.input<typeof cardAuthorizationBody>;
const authorizationDecision = z.object({
  approved: z.boolean(),
  declineReason: z.optional(z.enum(DECLINE_REASONS)),
});
export const cardAuthorizationResponse = successEnvelope(authorizationDecision);
export type CardAuthorizationDecision = z.infer<typeof authorizationDecision>;

/**
 * Local dev tools only: the merchant of an approved purchase refunds it (all of it, or `amount` cents
 * of what is left) back to the card (POST /dev/card-refunds). Answers the refund's card transaction.
 */
export const cardRefundBody = z.object({
  transactionId: idField('Purchase'),
  amount: z.optional(usdAmountField),
});
export type CardRefundBody = z.input<typeof cardRefundBody>;
export const cardRefundResponse = successEnvelope(cardTransactionSchema);

// --- the card issuer's callbacks (signed; applied once per event id) ---

/** The header carrying the hex HMAC-SHA256 of the raw body under the issuer's webhook secret. */
export const CARD_ISSUER_SIGNATURE_HEADER = 'x-issuer-signature';

/* @__NO_SIDE_EFFECTS__ */
function eventText(max: number) {
  return z.string().check(z.minLength(1), z.maxLength(max));
}
const cents = z.number().check(z.int(), z.gt(0), z.lte(100_000_000));

/**
 * What the issuer tells Owo: a creation's result (`reference` is Owo's card id), a load's result
 * (`reference` is the wallet transaction's), a merchant asking to charge a card (Owo answers approve or
 * decline: the ledger holds the balance), and a merchant's refund of an approved charge.
 */
export const cardIssuerEventBody = z.discriminatedUnion('type', [
  z.object({
    id: eventText(200),
    type: z.literal('card.created'),
    data: z.object({
      reference: eventText(100),
      issuerCardId: eventText(100),
      last4: z.string().check(z.regex(/^\d{4}$/)),
      expiryMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
      expiryYear: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
    }),
  }),
  z.object({
    id: eventText(200),
    type: z.enum(['card.failed', 'load.failed']),
    data: z.object({ reference: eventText(100), reason: eventText(200) }),
  }),
  z.object({
    id: eventText(200),
    type: z.literal('load.completed'),
    data: z.object({ reference: eventText(100) }),
  }),
  z.object({
    id: eventText(200),
    type: z.literal('authorization.request'),
    data: z.object({
      authorizationId: eventText(100),
      issuerCardId: eventText(100),
      amount: cents,
      merchant: eventText(60),
      category: z.enum(MERCHANT_CATEGORIES),
    }),
  }),
  z.object({
    id: eventText(200),
    type: z.literal('refund'),
    data: z.object({ authorizationId: eventText(100), amount: cents }),
  }),
]);
export type CardIssuerEvent = z.infer<typeof cardIssuerEventBody>;
/** Owo's answer to an issuer event: the decision, for an authorization request. */
export const cardIssuerEventResponse = successEnvelope(
  z.object({ decision: z.nullable(authorizationDecision) }),
);
