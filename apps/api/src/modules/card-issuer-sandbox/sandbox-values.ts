/**
 * The sandbox issuer's test values, like a payment provider's test cards: deterministic, and listed in
 * the API reference beside the card routes.
 */
export const SANDBOX_CARD_VALUES = {
  /** A label containing this makes the issuer refuse to create the card (the money goes back). */
  failLabel: 'SANDBOX-FAIL',
  /** A label containing this keeps the card pending for SANDBOX_CARDS_LATE_MS, then the issuer creates it. */
  lateLabel: 'SANDBOX-LATE',
  /** A load of exactly this many cents is refused by the issuer ($13.13). */
  refusedLoad: 1_313,
  /** A load of exactly this many cents is confirmed after SANDBOX_CARDS_LATE_MS ($14.14). */
  lateLoad: 1_414,
} as const;

export const SANDBOX_BILLING_ADDRESS = {
  line1: '3401 N. Miami Ave, Ste 230',
  city: 'Miami',
  state: 'FL',
  postalCode: '33127',
  country: 'US',
};

/** The table the card routes print in the API reference. */
export function sandboxCardsMarkdown(): string {
  const v = SANDBOX_CARD_VALUES;
  return [
    'Sandbox issuer and rates (deterministic):',
    '',
    '| input | result |',
    '|---|---|',
    '| rates | buy ₦1,650.00/$ (`koboPerUsd` 165000, to create or fund), sell ₦1,600.00/$ (160000, to withdraw or terminate) |',
    `| label containing \`${v.failLabel}\` | creation refused: the card is \`failed\` and the money is back in the wallet |`,
    `| label containing \`${v.lateLabel}\` | the card is \`pending\` until the issuer creates it (SANDBOX_CARDS_LATE_MS), then \`active\` |`,
    '| any other label | created at once: `active`, a Luhn-valid Visa number (4...) |',
    `| a load of ${v.refusedLoad} cents ($13.13) | funding refused: the hold is voided |`,
    `| a load of ${v.lateLoad} cents ($14.14) | funding pending, confirmed after SANDBOX_CARDS_LATE_MS |`,
    '| merchant category `gambling` or `crypto` | declined `merchant_not_supported` |',
  ].join('\n');
}
