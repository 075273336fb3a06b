import { describe, expect, it } from 'vitest';
import type { BillServiceInfo } from '../internal/runtime';
import { quoteFor, readDollars, readSale } from './read-sale';

const info = {
  id: 'giftcards',
  name: 'Gift cards',
  pricing: 'product',
  customerIdLabel: 'Email',
  billers: [{ id: 'apple', name: 'Apple' }],
} as unknown as BillServiceInfo;

describe('readDollars', () => {
  it('reads dollars and cents as typed', () => {
    expect(readDollars('50')).toBe(5000);
    expect(readDollars('$25.5')).toBe(2550);
    expect(readDollars(' 1,000.05 ')).toBe(100_005);
    expect(readDollars('12.345')).toBeNull();
    expect(readDollars('fifty')).toBeNull();
    expect(readDollars('')).toBeNull();
  });
});

describe('readSale', () => {
  it('makes a draft in cents with the code in capitals', () => {
    expect(readSale(info, { brand: 'apple', value: '50', cardCode: ' sandbox-approve ' })).toEqual({
      ok: true,
      draft: { brand: 'apple', brandName: 'Apple', valueUsd: 5000, cardCode: 'SANDBOX-APPROVE' },
    });
  });

  it('says what is wrong with each field, with the contract’s limits', () => {
    expect(readSale(info, { brand: '', value: '', cardCode: '' })).toEqual({
      ok: false,
      errors: {
        brand: 'Please choose a brand',
        value: 'Card value is required',
        cardCode: 'Card code is required',
      },
    });
    const read = readSale(info, { brand: 'apple', value: '501', cardCode: 'abc' });
    expect(read).toEqual({
      ok: false,
      errors: {
        value: 'Card value cannot exceed $500',
        cardCode: 'Card code must be 6 to 40 letters, digits or hyphens',
      },
    });
    expect(readSale(info, { brand: 'apple', value: '5.5x', cardCode: 'ABCDEF' })).toMatchObject({
      ok: false,
      errors: { value: 'Enter the card value in dollars, like 50' },
    });
  });
});

describe('quoteFor', () => {
  it('rounds to the kobo as the API does', () => {
    expect(quoteFor(5000, 150_000)).toBe(7_500_000);
    expect(quoteFor(2550, 123_457)).toBe(3_148_154);
  });
});
