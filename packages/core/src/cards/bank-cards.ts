import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { transactionSchema } from '../transactions/contract';

// Linked debit cards (issue 21): what the widgets read and check. The number and the CVV go to the
// card processor's adapter, which answers with a token; no answer here ever carries them. The request
// bodies only the API parses are in bank-card-requests.ts, so no widget bundle carries them.

export const BANK_CARD_BRANDS = ['visa', 'mastercard', 'verve'] as const;
export type BankCardBrand = (typeof BANK_CARD_BRANDS)[number];

/** Wrong one-time codes a card being added may take; then it must be added again (a new code). */
export const BANK_CARD_OTP_ATTEMPTS = 3;

/** A card number without the spaces or dashes it was typed with. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Luhn's check digit: catches a mistyped digit or two swapped neighbours. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a card number's prefix names (Visa 4; Mastercard 51-55 and 2221-2720; Verve 506, 507, 650), or null. */
export function bankCardBrand(number: string): BankCardBrand | null {
  const digits = cardDigits(number);
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (/^(506|507|650)/.test(digits)) return 'verve';
  return null;
}

/** A card is good through the last day of its expiry month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/;

/** MM/YY as typed, read as a month and a four-digit year; null when it is not MM/YY. */
export function readExpiry(value: string): { expiryMonth: number; expiryYear: number } | null {
  const match = EXPIRY_PATTERN.exec(value.trim());
  return match ? { expiryMonth: Number(match[1]), expiryYear: 2000 + Number(match[2]) } : null;
}

/**
 * A card number as typed (spaces allowed), in SPEC-style words: required, 12 to 19 digits, the check
 * digit, a brand Owo takes. The API's body reads it the same way.
 */
export const cardNumberText = z.string({ error: 'Card number is required' }).check(
  z.minLength(1, 'Card number is required'),
  z.refine((number) => /^\d{12,19}$/.test(cardDigits(number)), 'Card number must be 12 to 19 digits'),
  z.refine((number) => luhnValid(cardDigits(number)), 'Card number is not valid, please check it'),
  z.refine((number) => bankCardBrand(number) !== null, 'We accept Visa, Mastercard and Verve debit cards'),
);

export const cvvField = z
  .string({ error: 'CVV is required' })
  .check(z.minLength(1, 'CVV is required'), z.regex(/^\d{3,4}$/, 'CVV must be 3 or 4 digits'));

/**
 * The Add card form as a person types it: the number with its spaces, the expiry as MM/YY (one field, as
 * printed on the card), the CVV. `bankCardBody` turns its values into the body of POST /bank-cards.
 */
export const bankCardForm = z.object({
  number: cardNumberText,
  expiry: z.string({ error: 'Expiry date is required' }).check(
    z.minLength(1, 'Expiry date is required'),
    z.refine((value) => readExpiry(value) !== null, 'Expiry date must be MM/YY'),
    z.refine((value) => {
      const read = readExpiry(value);
      return read === null || !cardExpired(read.expiryMonth, read.expiryYear, new Date());
    }, 'This card has expired'),
  ),
  cvv: cvvField,
});
export type BankCardForm = z.input<typeof bankCardForm>;

/** The body of POST /bank-cards from the form's checked values. */
export function bankCardBody(form: BankCardForm) {
  return {
    number: cardDigits(form.number),
    ...(readExpiry(form.expiry) ?? { expiryMonth: 0, expiryYear: 0 }),
    cvv: form.cvv,
  };
}

/** A saved debit card: the processor keeps the number; Owo keeps its token (never sent out), brand, last four, expiry, bank. */
export const bankCardSchema = z.object({
  id: z.string(),
  brand: z.enum(BANK_CARD_BRANDS),
  last4: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  bank: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsResponse = successEnvelope(z.object({ cards: z.array(bankCardSchema) }));
export const bankCardResponse = successEnvelope(bankCardSchema);
/** 202: the card's bank wants a one-time code before it is saved. */
export const bankCardOtpRequiredResponse = successEnvelope(
  z.object({ status: z.literal('otp_required'), id: z.string() }),
);

/** A top-up's answer: the credit transaction (completed, or pending while the card's bank answers). */
export const topUpResponse = successEnvelope(transactionSchema);
/** `total` is what the card is charged; `amount` is what reaches the wallet. */
export const topUpQuoteResponse = successEnvelope(
  z.object({ amount: z.number(), fee: z.number(), total: z.number(), card: bankCardSchema }),
);
export type TopUpQuote = z.infer<typeof topUpQuoteResponse>['data'];
