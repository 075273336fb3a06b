import { type Currency, formatMoney, type MoneyDirection } from './money';
import { describeTransactionStatus } from './status';

/**
 * How a transaction's amount is drawn: 'credit' green with '+', 'debit' with '−' in the text colour,
 * 'pending' neutral, 'void' (failed, cancelled) muted and struck through, 'returned' (reversed,
 * refunded) muted.
 */
export type MovementTone = 'credit' | 'debit' | 'pending' | 'void' | 'returned';

export interface MovementDisplay {
  /** The sign the amount carries, or null when none: only money that moved (or is held) is signed. */
  sign: MoneyDirection | null;
  tone: MovementTone;
}

/**
 * The one rule for how an amount looks, from what actually moved (SPEC.md 4's statuses):
 * - completed: a credit is green with '+', a debit has '−';
 * - pending or processing: a credit has not arrived, so it is neither green nor '+'; a debit is held
 *   out of the available balance already, so it keeps its '−'; both are drawn neutral;
 * - failed or cancelled: nothing moved, so no sign and no colour: muted (the reason is shown beside it);
 * - reversed or refunded: it moved and came back, so no sign: muted, named as such.
 * A status it does not know is treated as nothing moved: no guess is shown as money received.
 */
export function describeMovement(
  direction: MoneyDirection,
  status: string | null | undefined,
): MovementDisplay {
  const { tone } = describeTransactionStatus(status);
  if (tone === 'green') return { sign: direction, tone: direction };
  if (tone === 'amber') return { sign: direction === 'debit' ? direction : null, tone: 'pending' };
  return { sign: null, tone: tone === 'blue' ? 'returned' : 'void' };
}

/** An amount (minor units) signed by `describeMovement`: '+₦5.00' received, '₦5.00' for a failed credit. */
export function formatMovement(
  amountMinor: number | null | undefined,
  direction: MoneyDirection,
  status: string | null | undefined,
  currency: Currency = 'NGN',
): string {
  const { sign } = describeMovement(direction, status);
  return formatMoney(Math.abs(amountMinor ?? 0), sign ? { currency, direction: sign } : { currency });
}
