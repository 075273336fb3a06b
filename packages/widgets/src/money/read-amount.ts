import { parseMoney } from '../internal/runtime';

export type AmountReading = { ok: true; kobo: number } | { ok: false; message: string };
export type DollarReading = { ok: true; cents: number } | { ok: false; message: string };

const MESSAGES = {
  empty: 'Amount is required',
  negative: 'Amount must be more than zero',
  'too-many-decimals': 'Amount can have at most 2 decimal places',
  'too-large': 'Amount is too large',
} as const;

/** Minor units, or the message; `example` shows what the field takes ('5,000 or 2,500.50'). */
function readMinor(
  text: string,
  example: string,
): { ok: true; minor: number } | { ok: false; message: string } {
  const parsed = parseMoney(text);
  if (!parsed.ok)
    return {
      ok: false,
      message: parsed.error === 'invalid' ? `Enter an amount such as ${example}` : MESSAGES[parsed.error],
    };
  if (parsed.minor === 0) return { ok: false, message: MESSAGES.negative };
  return { ok: true, minor: parsed.minor };
}

/**
 * What a person typed in naira ('5,000', '₦2,500.50') as kobo, exactly, or the message to show: never a
 * float, never a rounded guess. Zero is refused here as the contract's amount field refuses it.
 */
export function readAmount(text: string): AmountReading {
  const read = readMinor(text, '5,000 or 2,500.50');
  return read.ok ? { ok: true, kobo: read.minor } : read;
}

/** The same for dollars ('25', '$10.50') as US cents: a dollar card's funding or withdrawal. */
export function readDollars(text: string): DollarReading {
  const read = readMinor(text, '25 or 10.50');
  return read.ok ? { ok: true, cents: read.minor } : read;
}
