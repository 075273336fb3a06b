/** The colour tokens a transaction status is drawn with (SPEC.md 4). */
export type StatusTone = 'green' | 'amber' | 'red' | 'blue' | 'grey';

export const TRANSACTION_STATUS_TONES: ReadonlyMap<string, StatusTone> = new Map([
  ['completed', 'green'],
  ['pending', 'amber'],
  ['processing', 'amber'],
  ['failed', 'red'],
  ['cancelled', 'red'],
  ['refunded', 'blue'],
  ['reversed', 'blue'],
]);

export interface TransactionStatusDisplay {
  tone: StatusTone;
  /** The status for people: 'Completed', 'On hold' (from 'ON_HOLD'), 'Unknown' when missing. */
  label: string;
}

/**
 * The colour and label of a transaction status, whatever its case ('COMPLETED', 'Completed').
 * Any status SPEC.md 4 does not name, including the US spelling 'canceled', is grey.
 */
export function describeTransactionStatus(status: string | null | undefined): TransactionStatusDisplay {
  const words = (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (words === '') return { tone: 'grey', label: 'Unknown' };
  return {
    tone: TRANSACTION_STATUS_TONES.get(words) ?? 'grey',
    label: words.charAt(0).toUpperCase() + words.slice(1),
  };
}
