import { describeTransactionStatus } from '../internal/runtime';

/** A receipt's heading and note by the transaction's status. */
export interface ReceiptWords {
  title: (status: string) => string;
  notes: Record<string, string>;
}

/** '<noun> successful' once completed, else the status in words: 'Payment pending', 'Transfer failed'. */
export function statusTitle(noun: string, status: string): string {
  const { tone, label } = describeTransactionStatus(status);
  if (tone === 'green') return `${noun} successful`;
  return tone === 'grey' ? noun : `${noun} ${label.toLowerCase()}`;
}
