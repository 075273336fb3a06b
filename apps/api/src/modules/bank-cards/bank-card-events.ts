import { formatMoney } from '@owo/core/contract';
import type { Notice } from '../money/notify';

/** What the inbox says about saved cards and top-ups: built here, written by `notify`. */
export const bankCardEvent = {
  /** A security notice (always sent): a card added by someone else is how stolen accounts are drained. */
  added: (userId: string, card: string, bank: string): Notice => ({
    userId,
    type: 'security',
    title: 'Debit card added',
    body: `${card} (${bank}) can now add money to your wallet. If this was not you, remove it in Settings, Bank Cards and change your password.`,
  }),
  topUpCompleted: (userId: string, amount: number, card: string, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `${formatMoney(amount)} added from your card`,
    body: `${formatMoney(amount)} from your ${card} is in your wallet. Reference ${reference}.`,
  }),
  topUpDeclined: (
    userId: string,
    amount: number,
    card: string,
    reason: string,
    reference: string,
  ): Notice => ({
    userId,
    type: 'transaction',
    title: `Top-up of ${formatMoney(amount)} declined`,
    body: `Your ${card} was declined (${reason}). Nothing was charged and nothing moved. Reference ${reference}.`,
  }),
};
