import { formatMoney } from '@owo/core/contract';
import type { Trx } from '../ledger/post';

/** The inbox entry for each bill outcome, written in the same transaction as the money. */
export function billEvents(trx: Trx, now: Date) {
  const add = (userId: string, title: string, body: string) =>
    trx
      .insertInto('notifications')
      .values({ userId, type: 'transaction', title, body, createdAt: now })
      .execute();
  return {
    completed: (userId: string, amount: number, what: string, reference: string) =>
      add(
        userId,
        `${what}: ${formatMoney(amount)} paid`,
        `Your payment for ${what} went through. Reference ${reference}.`,
      ),
    failed: (userId: string, amount: number, what: string, reference: string) =>
      add(
        userId,
        `${what}: payment failed`,
        `Your payment for ${what} did not go through. ${formatMoney(amount)} is back in your wallet. Reference ${reference}.`,
      ),
  };
}
