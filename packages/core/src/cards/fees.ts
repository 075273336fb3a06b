/**
 * The dollar card's and the bank card's fees and limits, from the one schedule (DESIGN.md "Money"): the
 * API charges them and the pricing page, the card-issuing page and the FAQs print them. Naira amounts
 * are kobo, dollar amounts are US cents.
 */

/** Creating a dollar card: ₦2,000, once. */
export const CARD_CREATION_FEE = 200_000;
/** Funding: 1% of the naira amount converted, at least ₦100. */
export const CARD_FUNDING_FEE_PERCENT = 1;
export const CARD_FUNDING_FEE_MIN = 10_000;
/** Moving card dollars back to the wallet, maintenance, declines and termination: free. */
export const CARD_WITHDRAWAL_FEE = 0;
/** The first funding (made with the creation) is at least $5. */
export const CARD_MIN_FIRST_FUNDING_USD = 500;
/** Any later funding or withdrawal: at least $1. */
export const CARD_MIN_AMOUNT_USD = 100;
/** A card's balance never goes above $5,000. */
export const CARD_MAX_BALANCE_USD = 500_000;
/** A dollar card needs Tier 2 (a BVN on file), as card issuers and the CBN require. */
export const CARD_MIN_TIER = 2;
/** At most two cards that are not terminated. */
export const CARD_MAX_ACTIVE = 2;
/** How long a quoted rate is held. */
export const FX_QUOTE_HOLD_MS = 60_000;
/** How long a card's details page shows them after the PIN. */
export const CARD_REVEAL_SECONDS = 60;
/** Merchant categories the card declines, as the public site says. */
export const UNSUPPORTED_MERCHANT_CATEGORIES = ['gambling', 'crypto'] as const;

/** The funding fee (kobo) on converting `ngnAmount` kobo into dollars. */
export function cardFundingFee(ngnAmount: number): number {
  return Math.max(CARD_FUNDING_FEE_MIN, Math.ceil((ngnAmount * CARD_FUNDING_FEE_PERCENT) / 100));
}

/** Adding money to the wallet from a saved debit card: 1%, at most ₦1,000. */
export const TOP_UP_FEE_PERCENT = 1;
export const TOP_UP_FEE_MAX = 100_000;
/** The smallest and largest single top-up from a card. */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;

export function topUpFee(amount: number): number {
  return Math.min(TOP_UP_FEE_MAX, Math.ceil((amount * TOP_UP_FEE_PERCENT) / 100));
}
