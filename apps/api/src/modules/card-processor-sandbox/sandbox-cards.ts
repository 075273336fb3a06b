/**
 * The sandbox processor's test cards, like a payment provider's. The API reference prints this table
 * (POST /bank-cards, POST /wallet/top-ups); apps/api/README.md repeats it. Any expiry in the future and
 * any 3-digit CVV work.
 */

/** What a test card does: when it is added, and when it is charged. */
export type SandboxBehaviour = 'approve' | 'decline_charges' | 'lose_first_answer';

export interface SandboxCard {
  number: string;
  brand: string;
  bank: string;
  /** Refused when added. */
  declined?: true;
  /** Saved only after the one-time code. */
  otp?: true;
  behaviour: SandboxBehaviour;
  outcome: string;
}

/** The one-time code every sandbox card that asks for one accepts. */
export const SANDBOX_OTP = '123456';
export const SANDBOX_BANK = 'Sandbox Bank';

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  {
    number: '4084 0840 8408 4081',
    brand: 'Visa',
    bank: SANDBOX_BANK,
    behaviour: 'approve',
    outcome: 'saved at once; every charge approved',
  },
  {
    number: '5061 0000 0000 0005',
    brand: 'Verve',
    bank: 'Sandbox Microfinance Bank',
    otp: true,
    behaviour: 'approve',
    outcome: `asks for the one-time code ${SANDBOX_OTP} before it is saved (202); every charge approved`,
  },
  {
    number: '4000 0000 0000 0002',
    brand: 'Visa',
    bank: SANDBOX_BANK,
    declined: true,
    behaviour: 'approve',
    outcome: 'declined when added (422 CARD_DECLINED); nothing is saved',
  },
  {
    number: '4000 0000 0000 9995',
    brand: 'Visa',
    bank: SANDBOX_BANK,
    behaviour: 'decline_charges',
    outcome: 'saved at once; every charge declined, insufficient funds (422 CARD_DECLINED, nothing moves)',
  },
  {
    number: '5399 8300 0000 0008',
    brand: 'Mastercard',
    bank: 'Sandbox Trust Bank',
    behaviour: 'lose_first_answer',
    outcome:
      'saved at once; a charge goes through but its answer is lost: the top-up is pending (201) until a requery finds it approved',
  },
];

const digitsOf = (number: string) => number.replace(/\D/g, '');

/** The test card a number is, if any. */
export function sandboxCard(number: string): SandboxCard | undefined {
  const digits = digitsOf(number);
  return SANDBOX_CARDS.find((card) => digitsOf(card.number) === digits);
}

/** The table as Markdown, for the API reference. */
export function sandboxCardsMarkdown(): string {
  const rows = SANDBOX_CARDS.map(
    (card) => `| ${card.number} | ${card.brand}, ${card.bank} | ${card.outcome} |`,
  );
  return [
    `Sandbox test cards (any future expiry, any 3-digit CVV; the one-time code is ${SANDBOX_OTP}):`,
    '',
    '| number | brand, bank | outcome |',
    '|---|---|---|',
    ...rows,
    `| any other valid Visa, Mastercard or Verve number | ${SANDBOX_BANK} | saved at once; every charge approved |`,
  ].join('\n');
}
