import type { BankCardBrand } from '@owo/core/contract';

/** What a person typed: it goes to the processor and nowhere else (no table, log, event or answer). */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface TokenizeRequest extends CardDetails {
  /** Owo's user id: a processor gives one customer the same token for the same card. */
  customer: string;
}

/** What Owo may keep of a card: the processor's token and what can be shown. */
export interface TokenizedCard {
  token: string;
  brand: BankCardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  bank: string;
}

/** Saved; or the card's bank sent the holder a one-time code first; or refused, with the bank's reason. */
export type TokenizeOutcome =
  | { status: 'saved'; card: TokenizedCard }
  | { status: 'otp_required'; card: TokenizedCard }
  | { status: 'declined'; reason: string };

export type OtpOutcome = { status: 'confirmed' } | { status: 'wrong_code' };

/** A charge on a saved card. `reference` is the processor's idempotency key: one charge per reference. */
export interface ChargeRequest {
  reference: string;
  token: string;
  /** Kobo: what the card pays (the top-up's amount and its fee). */
  amount: number;
}

/**
 * approved and declined are final; pending means "ask again later"; not_found (a requery only) means the
 * processor never received the charge. A thrown error (time-out, no answer) means the outcome is
 * unknown: the top-up stays pending and is requeried.
 */
export type ChargeOutcome =
  | { status: 'approved'; processorReference: string }
  | { status: 'declined'; processorReference: string | null; reason: string }
  | { status: 'pending' }
  | { status: 'not_found' };

/**
 * A card processor (Paystack, Flutterwave, Interswitch...): it keeps card numbers, Owo keeps tokens. The
 * sandbox (modules/card-processor-sandbox) implements it deterministically; a real adapter plugs in beside it.
 */
export interface CardProcessor {
  /** Names the processor's float account in the ledger and the processor of each saved card. */
  readonly name: string;
  tokenize(request: TokenizeRequest): Promise<TokenizeOutcome>;
  /** The code the card's bank sent its holder, for a card that answered otp_required. */
  confirmOtp(token: string, otp: string): Promise<OtpOutcome>;
  /** Charges once per reference: asked again with the same reference, it answers about the same charge. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Where a charge stands; never charges. */
  requery(reference: string): Promise<ChargeOutcome>;
  /** The card was removed from Owo: the processor may drop it. */
  forget(token: string): Promise<void>;
}

export class CardProcessorTimeoutError extends Error {
  constructor() {
    super('The card processor did not answer in time');
    this.name = 'CardProcessorTimeoutError';
  }
}
