// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CURRENCY_LOCALES, formatMoney, MINUS_SIGN, parseMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['NGN', 123450, '₦1,234.50'],
    ['USD', 123450, '$1,234.50'],
    ['GBP', 123450, '£1,234.50'],
    ['EUR', 123450, '€1,234.50'],
  ] as const)('shows %s minor units with 2 decimals in its locale', (currency, amount, expected) => {
    expect(formatMoney(amount, { currency })).toBe(expected);
  });

  it('defaults to naira', () => {
    expect(formatMoney(500)).toBe('₦5.00');
  });

  it('keeps SPEC.md 3 locales, en-EU included (it resolves to en)', () => {
    expect(CURRENCY_LOCALES).toEqual({ NGN: 'en-NG', USD: 'en-US', GBP: 'en-GB', EUR: 'en-EU' });
    expect(new Intl.NumberFormat(CURRENCY_LOCALES.EUR).resolvedOptions().locale).toBe('en');
  });

  it.each([null, undefined])('shows a missing amount (%s) as 0.00 with the currency', (amount) => {
    expect(formatMoney(amount)).toBe('₦0.00');
    expect(formatMoney(amount, { currency: 'USD' })).toBe('$0.00');
  });

  it('prefixes a credit with + and a debit with U+2212, not a hyphen', () => {
    expect(formatMoney(2500, { direction: 'credit' })).toBe('+₦25.00');
    expect(formatMoney(2500, { direction: 'debit' })).toBe('\u2212₦25.00');
    expect(MINUS_SIGN).toBe('\u2212');
    expect(formatMoney(2500, { direction: 'debit' })).not.toContain('-');
  });

  it('lets the direction decide the sign when the amount is already negative', () => {
    expect(formatMoney(-2500, { direction: 'debit' })).toBe('−₦25.00');
    expect(formatMoney(-2500, { direction: 'credit' })).toBe('+₦25.00');
  });

  it('signs a negative amount without a direction, and no other', () => {
    expect(formatMoney(-2500)).toBe('−₦25.00');
    expect(formatMoney(2500)).toBe('₦25.00');
    expect(formatMoney(-0)).toBe('₦0.00');
  });

  it.each([
    [1, '₦0.01'],
    [9, '₦0.09'],
    [99, '₦0.99'],
    [101, '₦1.01'],
    [100005, '₦1,000.05'],
    [100_000_000_001, '₦1,000,000,000.01'],
  ])('shows odd minor amounts exactly: %i → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('keeps the last kobo of the largest safe amount, which dividing by 100 would lose', () => {
    expect(Number.MAX_SAFE_INTEGER / 100).toBe(90071992547409.9);
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
  });

  it('rounds a fractional minor amount to the nearest unit, halves away from zero', () => {
    expect(formatMoney(100.4)).toBe('₦1.00');
    expect(formatMoney(100.5)).toBe('₦1.01');
    expect(formatMoney(-100.5)).toBe('−₦1.01');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2])(
    'refuses %s rather than showing a guess',
    (amount) => {
      expect(() => formatMoney(amount)).toThrow(RangeError);
    },
  );

  it('refuses a currency it has no locale for', () => {
    expect(() => formatMoney(100, { currency: 'JPY' as never })).toThrow(/unsupported currency JPY/);
  });
});

describe('parseMoney', () => {
  it.each([
    ['₦1,234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0.01', 1],
    ['.5', 50],
    ['  ₦ 20  ', 2000],
    ['NGN 1,000,000', 100000000],
    ['usd 3.10', 310],
    ['$0', 0],
    ['007.07', 707],
    ['90,071,992,547,409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %i minor units', (input, minor) => {
    expect(parseMoney(input)).toEqual({ ok: true, minor });
  });

  it.each([
    ['1.234', 'too-many-decimals'],
    ['1.500', 'too-many-decimals'],
    ['0.001', 'too-many-decimals'],
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['₦-5', 'negative'],
    ['-₦5.00', 'negative'],
    ['(5.00)', 'negative'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['abc', 'invalid'],
    ['1e5', 'invalid'],
    ['+5', 'invalid'],
    ['5.', 'invalid'],
    ['.', 'invalid'],
    ['₦', 'invalid'],
    ['1,23.45', 'invalid'],
    ['1234,50', 'invalid'],
    ['1 234', 'invalid'],
    ['1.2.3', 'invalid'],
    ['90,071,992,547,409.92', 'too-large'],
    ['99999999999999999999', 'too-large'],
  ])('refuses %j (%s) instead of rounding or guessing', (input, error) => {
    expect(parseMoney(input)).toEqual({ ok: false, error });
  });
});
