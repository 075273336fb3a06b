import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../contract/envelope';
import { addBankCardBody } from './bank-card-requests';
import { bankCardBody, bankCardBrand, bankCardForm, readExpiry } from './bank-cards';
import { TOP_UP_FEE_MAX, topUpFee } from './fees';

const nextYear = (new Date().getUTCFullYear() + 1) % 100;

describe('a bank card number', () => {
  it('names its brand from the prefix', () => {
    expect(bankCardBrand('4084 0840 8408 4081')).toBe('visa');
    expect(bankCardBrand('5399830000000008')).toBe('mastercard');
    expect(bankCardBrand('2221000000000009')).toBe('mastercard');
    expect(bankCardBrand('2721000000000008')).toBeNull();
    expect(bankCardBrand('5061000000000005')).toBe('verve');
    expect(bankCardBrand('6500000000000002')).toBe('verve');
    expect(bankCardBrand('378282246310005')).toBeNull();
  });

  it('is read without its spaces, and refused with its reason', () => {
    const body = { expiryMonth: 12, expiryYear: 2000 + nextYear, cvv: '123' };
    expect(addBankCardBody.parse({ ...body, number: '4084 0840 8408 4081' }).number).toBe('4084084084084081');
    const wrong = (number: string) => {
      const result = addBankCardBody.safeParse({ ...body, number });
      return result.success ? null : fieldErrors(result.error).number;
    };
    expect(wrong('4084 0840 8408 4082')).toBe('Card number is not valid, please check it');
    expect(wrong('4084')).toBe('Card number must be 12 to 19 digits');
    expect(wrong('')).toBe('Card number is required');
    expect(wrong('3782 822463 10005')).toBe('We accept Visa, Mastercard and Verve debit cards');
  });
});

describe('the Add card form', () => {
  it('reads MM/YY into a month and a four-digit year', () => {
    expect(readExpiry('07/29')).toEqual({ expiryMonth: 7, expiryYear: 2029 });
    expect(readExpiry('7/29')).toBeNull();
    expect(readExpiry('13/29')).toBeNull();
    const typed = { number: '5061 0000 0000 0005', expiry: `12/${nextYear}`, cvv: '123' };
    expect(bankCardBody(bankCardForm.parse(typed))).toEqual({
      number: '5061000000000005',
      expiryMonth: 12,
      expiryYear: 2000 + nextYear,
      cvv: '123',
    });
  });

  it('says which field is wrong, in words', () => {
    const result = bankCardForm.safeParse({ number: '4084 0840 8408 4081', expiry: '01/20', cvv: '12' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      expiry: 'This card has expired',
      cvv: 'CVV must be 3 or 4 digits',
    });
    const empty = bankCardForm.safeParse({ number: '', expiry: '', cvv: '' });
    expect(empty.success ? {} : fieldErrors(empty.error)).toEqual({
      number: 'Card number is required',
      expiry: 'Expiry date is required',
      cvv: 'CVV is required',
    });
  });
});

describe('the top-up fee', () => {
  it('is 1%, rounded up to the kobo, at most ₦1,000', () => {
    expect(topUpFee(10_000)).toBe(100);
    expect(topUpFee(10_050)).toBe(101);
    expect(topUpFee(10_000_000)).toBe(TOP_UP_FEE_MAX);
    expect(topUpFee(50_000_000)).toBe(100_000);
  });
});
