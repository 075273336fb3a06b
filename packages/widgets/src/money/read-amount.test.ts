import { describe, expect, it } from 'vitest';
import { readAmount, readDollars } from './read-amount';

describe('reading the amount field', () => {
  it.each([
    ['5000', 500_000],
    ['5,000', 500_000],
    ['₦2,500.50', 250_050],
    ['0.01', 1],
  ])('reads %j as %i kobo', (text, kobo) => {
    expect(readAmount(text)).toEqual({ ok: true, kobo });
  });

  it.each([
    ['', 'Amount is required'],
    ['0', 'Amount must be more than zero'],
    ['0.00', 'Amount must be more than zero'],
    ['-5', 'Amount must be more than zero'],
    ['1.234', 'Amount can have at most 2 decimal places'],
    ['five', 'Enter an amount such as 5,000 or 2,500.50'],
  ])('refuses %j: %s', (text, message) => {
    expect(readAmount(text)).toEqual({ ok: false, message });
  });
});

describe('reading a dollar amount', () => {
  it.each([
    ['25', 2_500],
    ['$10.50', 1_050],
    ['1,000', 100_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readDollars(text)).toEqual({ ok: true, cents });
  });

  it('gives a dollar example when it is no amount', () => {
    expect(readDollars('ten')).toEqual({ ok: false, message: 'Enter an amount such as 25 or 10.50' });
  });
});
