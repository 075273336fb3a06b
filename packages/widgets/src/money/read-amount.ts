import { parseMoney } from '../internal/runtime';

export type AmountReading = { ok: true; kobo: number } | { ok: false; message: string };

const MESSAGES = {
  empty: 'Amount is required',
  invalid: 'Enter an amount such as 5,000 or 2,500.50',
  negative: 'Amount must be more than zero',
  'too-many-decimals': 'Amount can have at most 2 decimal places',
  'too-large': 'Amount is too large',
} as const;

/**
 * What a person typed in naira ('5,000', '₦2,500.50') as kobo, exactly, or the message to show: never a
 * float, never a rounded guess. Zero is refused here as the contract's amount field refuses it.
 */
export function readAmount(text: string): AmountReading {
  const parsed = parseMoney(text);
  if (!parsed.ok) return { ok: false, message: MESSAGES[parsed.error] };
  if (parsed.minor === 0) return { ok: false, message: MESSAGES.negative };
  return { ok: true, kobo: parsed.minor };
}
