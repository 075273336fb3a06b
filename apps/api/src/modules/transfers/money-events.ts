import { formatMoney } from '@owo/core/contract';
import { endSentence, type Notice } from '../money/notify';

const naira = (kobo: number) => formatMoney(kobo);

/** A bank transfer's outcome, told to its sender. */
type BankOutcome = (userId: string, amount: number, fee: number, to: string, reference: string) => Notice;

/** What the inbox says for each money event: built here, written by `notify`. */
export const moneyEvent = {
  sent: (userId: string, amount: number, to: string, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `You sent ${naira(amount)}`,
    body: `${endSentence(`${naira(amount)} went to ${to}`)} Reference ${reference}.`,
  }),
  received: (userId: string, amount: number, from: string, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: `You received ${naira(amount)}`,
    body: `${endSentence(`${naira(amount)} arrived from ${from}`)} Reference ${reference}.`,
  }),
  bankTransferCompleted: ((userId, amount, fee, to, reference) => ({
    userId,
    type: 'transaction',
    title: `Transfer of ${naira(amount)} completed`,
    body: `${naira(amount)} reached ${to} (fee ${naira(fee)}). Reference ${reference}.`,
  })) satisfies BankOutcome,
  bankTransferFailed: ((userId, amount, fee, to, reference) => ({
    userId,
    type: 'transaction',
    title: `Transfer of ${naira(amount)} failed`,
    body: `Your transfer to ${to} did not go through. ${naira(amount + fee)} (the amount and the fee) is back in your wallet. Reference ${reference}.`,
  })) satisfies BankOutcome,
  reversed: (userId: string, amount: number, credit: boolean, reference: string): Notice => ({
    userId,
    type: 'transaction',
    title: credit ? `${naira(amount)} returned to you` : `${naira(amount)} taken back`,
    body: credit
      ? `Transaction ${reference} was reversed and ${naira(amount)} is back in your wallet.`
      : `Transaction ${reference} was reversed and ${naira(amount)} was taken back from your wallet.`,
  }),
};
