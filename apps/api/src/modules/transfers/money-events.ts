import { formatMoney } from '@owo/core/contract';
import { sql } from 'kysely';
import type { NewNotification } from '../../db/schema';
import type { Trx } from '../ledger/post';

export function lagosTime(date: Date): string {
  return date.toLocaleString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Africa/Lagos',
  });
}

/** One inbox entry, for `notify` to write. */
export type Notice = Pick<NewNotification, 'userId' | 'type' | 'title' | 'body'>;

const naira = (kobo: number) => formatMoney(kobo);

/** Ends a sentence with one full stop: a name such as "Adaeze O." already brings its own. */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

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
  pinLocked: (userId: string, until: Date): Notice => ({
    userId,
    type: 'security',
    title: 'Transaction PIN locked',
    body: `Your PIN was entered wrongly too many times in a row. It is locked until ${lagosTime(until)} (Lagos time). If this was not you, change your password.`,
  }),
};

/**
 * Writes money events to their owners' inboxes in the caller's transaction (so a notice exists exactly
 * when its money moved), all in one statement. A transaction notice skips an owner who turned money
 * notifications off in-app (settings); a security notice (a PIN lock) always goes.
 */
export async function notify(trx: Trx, now: Date, ...events: Notice[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => sql`(${e.userId}::uuid, ${e.type}, ${e.title}, ${e.body})`);
  await sql`
    insert into notifications (user_id, type, title, body, created_at)
    select v.user_id, v.type, v.title, v.body, ${now}
    from (values ${sql.join(rows)}) as v (user_id, type, title, body)
    where v.type <> 'transaction' or not exists (
      select 1 from user_preferences p where p.user_id = v.user_id and not p.money_in_app)`.execute(trx);
}
