/**
 * The rewards rule, from the one schedule (DESIGN.md "Money"): the API applies it, and the pricing page,
 * the FAQs and the Rewards tab print it. Naira amounts are kobo.
 */

/** One point for every ₦100 of a completed bill payment (the amount, not the fee). */
export const KOBO_PER_POINT_EARNED = 10_000;
/** A point is worth ₦1 when redeemed into the wallet. */
export const POINT_VALUE_KOBO = 100;
/** Points are redeemed at least this many at a time. */
export const MIN_POINTS_REDEEMED = 500;
/** What a referrer receives when a friend qualifies, once per friend. */
export const REFERRAL_BONUS = 50_000;
/** A friend qualifies with a first completed debit (a transfer or a bill) of at least this much. */
export const REFERRAL_QUALIFYING_DEBIT = 100_000;

/** Points a completed bill payment of `amount` kobo earns. */
export function pointsEarned(amount: number): number {
  return Math.floor(amount / KOBO_PER_POINT_EARNED);
}

/** The rule in words, for the Rewards tab, the pricing page and the FAQs. */
export const REWARDS_RULE =
  '1 point for every ₦100 you pay for bills and services, credited when the purchase completes and taken back if it is refunded. 1 point = ₦1; redeem 500 or more into your wallet at any time.';
export const REFERRAL_RULE =
  'Invite a friend with your code. When they verify their email and complete a first transfer or bill payment of ₦1,000 or more, you receive ₦500 (once per friend).';
