/**
 * The locale each currency is shown in (SPEC.md 3). 'en-EU' is a well-formed tag but CLDR has no
 * data for it: Node 20 and Chromium both resolve it to 'en' ('€1,234.50'); 'en' is named after it
 * so an engine without the same fallback still lands on English rather than the page's language.
 */
export const CURRENCY_LOCALES = {
  NGN: 'en-NG',
  USD: 'en-US',
  GBP: 'en-GB',
  EUR: 'en-EU',
} as const;

export type Currency = keyof typeof CURRENCY_LOCALES;
export type MoneyDirection = 'credit' | 'debit';

/**
 * U+2212, not '-'. NVDA's English symbol table speaks '−' as "minus" at its default punctuation
 * level, while '-' ("dash") is only spoken at "most" and its negative-number rule needs a digit
 * (or $ £ € ¥) right after it: '-₦5.00' is read "naira 5.00", '−₦5.00' "minus naira 5.00".
 */
export const MINUS_SIGN = '\u2212';

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat([CURRENCY_LOCALES[currency], 'en'], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** '123456' (minor units) → '1234.56': an exact decimal, never a float that lost the last cent. */
function minorToDecimal(minor: number): string {
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export interface FormatMoneyOptions {
  /** Defaults to NGN. */
  currency?: Currency;
  /** A credit is shown with '+', a debit with '−'; without a direction only a negative amount is signed. */
  direction?: MoneyDirection;
}

/**
 * An API amount (integer minor units: kobo, cents) for people, with 2 decimals: 150050 → '₦1,500.50'.
 * A missing amount shows 0.00. A direction decides the sign on its own (the amount's sign is then
 * ignored, so a debit stored as -500 does not get two minus signs). A fractional amount (the API
 * should never send one) is rounded to the nearest minor unit, halves away from zero. NaN,
 * infinities, amounts beyond Number.MAX_SAFE_INTEGER and unknown currencies throw a RangeError:
 * no guess is shown as money.
 */
export function formatMoney(
  amountMinor: number | null | undefined,
  { currency = 'NGN', direction }: FormatMoneyOptions = {},
): string {
  if (!Object.hasOwn(CURRENCY_LOCALES, currency)) {
    throw new RangeError(`formatMoney: unsupported currency ${String(currency)}`);
  }
  const amount = amountMinor ?? 0;
  const magnitude = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`formatMoney: ${amount} is not a displayable amount of minor units`);
  }
  // Intl.NumberFormat reads a numeric string as an exact decimal (ES2023); where it does not, it
  // converts to a number, which is exact for every amount below about 3.5 × 10^15 minor units.
  const formatted = formatterFor(currency).format(minorToDecimal(magnitude) as Intl.StringNumericLiteral);
  const sign =
    direction === 'credit' ? '+' : direction === 'debit' || (amount < 0 && magnitude !== 0) ? MINUS_SIGN : '';
  return `${sign}${formatted}`;
}

export type ParseMoneyError = 'empty' | 'invalid' | 'negative' | 'too-many-decimals' | 'too-large';
export type ParseMoneyResult = { ok: true; minor: number } | { ok: false; error: ParseMoneyError };

const CURRENCY_MARK = /^(?:[₦$£€]|NGN|USD|GBP|EUR)\s*/i;
const NEGATIVE_MARK = /^[-−(]/;
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/**
 * What a person typed ('₦1,234.50', '1234.5', 'NGN 20') → integer minor units (123450, 123450, 2000).
 * Commas only as thousands separators, '.' as the decimal point. Refused, never rounded: more than
 * 2 decimals (even '1.500', which reads as 1500 in much of Europe), a sign, anything not a number,
 * and more than Number.MAX_SAFE_INTEGER minor units.
 */
export function parseMoney(input: string): ParseMoneyResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  const amount = text.replace(CURRENCY_MARK, '');
  if (NEGATIVE_MARK.test(text) || NEGATIVE_MARK.test(amount)) return { ok: false, error: 'negative' };

  const match = AMOUNT.exec(amount);
  const whole = match?.[1];
  const fraction = match?.[2];
  if (!match || (whole === undefined && fraction === undefined)) return { ok: false, error: 'invalid' };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, error: 'too-many-decimals' };

  const minor = BigInt(`${(whole ?? '0').replaceAll(',', '')}${(fraction ?? '').padEnd(2, '0')}`);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'too-large' };
  return { ok: true, minor: Number(minor) };
}
