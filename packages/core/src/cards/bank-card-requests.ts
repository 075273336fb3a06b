import * as z from 'zod/mini';
import { otpField, pinField } from '../contract/fields';
import { amountField } from '../transactions/amount';
import { cardDigits, cardExpired, cardNumberText, cvvField } from './bank-cards';
import { TOP_UP_MAX, TOP_UP_MIN } from './fees';

// What clients send to the bank-card and top-up routes. Apart from the shapes the widgets read
// (bank-cards.ts): only the API parses these, so no widget bundle carries them.

const idField = (name: string) => z.uuid({ error: `${name} is not valid` });

/** The number (spaces allowed, read as its digits), the expiry month and year (four digits), the CVV. */
export const addBankCardBody = z
  .object({
    number: z.pipe(cardNumberText, z.transform(cardDigits)),
    expiryMonth: z
      .number({ error: 'Expiry month is required' })
      .check(
        z.int({ error: 'Expiry month is not valid' }),
        z.gte(1, 'Expiry month is not valid'),
        z.lte(12, 'Expiry month is not valid'),
      ),
    expiryYear: z
      .number({ error: 'Expiry year is required' })
      .check(
        z.int({ error: 'Expiry year is not valid' }),
        z.gte(2000, 'Expiry year is not valid'),
        z.lte(2100, 'Expiry year is not valid'),
      ),
    cvv: cvvField,
  })
  .check(
    z.refine((card) => !cardExpired(card.expiryMonth, card.expiryYear, new Date()), {
      error: 'This card has expired',
      path: ['expiryMonth'],
    }),
  );
export type AddBankCardBody = z.input<typeof addBankCardBody>;

export const bankCardIdParams = z.object({ id: idField('Card') });
export const bankCardOtpBody = z.object({ otp: otpField });
export type BankCardOtpBody = z.input<typeof bankCardOtpBody>;

const topUpShape = {
  bankCardId: idField('Card'),
  amount: amountField.check(
    z.gte(TOP_UP_MIN, 'The smallest top-up is ₦100'),
    z.lte(TOP_UP_MAX, 'The largest top-up is ₦500,000'),
  ),
};

/** POST /wallet/top-ups: money from a saved card into the wallet; the card pays amount + fee. */
export const topUpBody = z.object({ ...topUpShape, pin: pinField });
export type TopUpBody = z.input<typeof topUpBody>;

/** POST /wallet/top-ups/quote: the checks of a top-up before the PIN is asked; moves nothing. */
export const topUpQuoteBody = z.object(topUpShape);
export type TopUpQuoteBody = z.input<typeof topUpQuoteBody>;
