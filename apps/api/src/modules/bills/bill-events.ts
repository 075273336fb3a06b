import { formatMoney } from '@owo/core/contract';
import type { Notice } from '../money/notify';

/** What the inbox says for each bill outcome; `notify` writes it in the same transaction as the money. */
export const billEvent = {
  completed: (userId: string, amount: number, what: string, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `${what}: ${formatMoney(amount)} paid`,
    body: `Your payment for ${what} went through. Reference ${reference}.`,
  }),
  failed: (userId: string, amount: number, what: string, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `${what}: payment failed`,
    body: `Your payment for ${what} did not go through. ${formatMoney(amount)} is back in your wallet. Reference ${reference}.`,
  }),
};
