import type { BillingAddress, CardAuthorizationDecision, MerchantCategory } from '@owo/core/contract';

/** What the issuer answers about a card it was asked to create: `pending` is no answer yet, never a failure. */
export type CreationOutcome =
  | { status: 'active'; issuerCardId: string; last4: string; expiryMonth: number; expiryYear: number }
  | { status: 'failed'; reason: string }
  | { status: 'pending' };

/** What the issuer answers about dollars it was asked to load onto a card. */
export type LoadOutcome =
  | { status: 'completed' }
  | { status: 'failed'; reason: string }
  | { status: 'pending' };

export interface CreateCardRequest {
  /** Owo's card id: the issuer's idempotency key for this creation. */
  reference: string;
  label: string;
  nameOnCard: string;
}

export interface LoadRequest {
  /** The wallet transaction's reference: the issuer's idempotency key for this load. */
  reference: string;
  issuerCardId: string;
  /** Cents. */
  amount: number;
}

/**
 * The card issuer, behind an adapter like the banks' and the bills providers'. It keeps the card number,
 * expiry and CVV; Owo keeps the issuer's card id, the last four digits and the expiry. Owo's ledger is
 * the card's balance: the issuer asks Owo about every merchant's charge (a signed `authorization.request`
 * it must answer) and tells it of refunds and of late creations and loads (signed callbacks).
 */
export interface CardIssuer {
  name: string;
  /** The billing address merchants check against (the card screen shows it). */
  billingAddress: BillingAddress;
  /** Idempotent by `reference`: asking again (a requery) answers how that same creation stands. */
  createCard(request: CreateCardRequest): Promise<CreationOutcome>;
  /** Idempotent by `reference`, like createCard. */
  load(request: LoadRequest): Promise<LoadOutcome>;
  /** Tells the issuer a card is terminated: it must never be charged or shown again. */
  terminate(issuerCardId: string): Promise<void>;
  /** A one-time page with the card's details, as a path on Owo's origin, and when it stops working. */
  revealPage(issuerCardId: string): Promise<{ path: string; expiresAt: Date }>;
  /** Local dev tools: a merchant charging a card, and refunding a charge (sandbox issuers only). */
  sandbox?: SandboxMerchant;
}

export interface SandboxMerchant {
  authorize(request: {
    issuerCardId: string;
    amount: number;
    merchant: string;
    category: MerchantCategory;
  }): Promise<CardAuthorizationDecision>;
  /** Refunds `amount` cents of an approved charge (all that is left when unset). */
  refund(authorizationId: string, amount?: number): Promise<void>;
}

/** Raised when an issuer call outlives its time-out: the card or load stays pending. */
export class CardIssuerTimeoutError extends Error {
  constructor() {
    super('The card issuer did not answer in time');
    this.name = 'CardIssuerTimeoutError';
  }
}
