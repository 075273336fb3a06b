import { sql } from 'kysely';
import type { NewNotification } from '../../db/schema';
import type { Trx } from '../ledger/post';

/** One inbox entry, for `notify` to write. */
export type Notice = Pick<NewNotification, 'userId' | 'type' | 'title' | 'body'>;

/** Ends a sentence with one full stop: a name such as "Adaeze O." already brings its own. */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * Writes money events to their owners' inboxes in the caller's transaction (so a notice exists exactly
 * when its money moved), all in one statement. A transaction notice skips an owner who turned money
 * notifications off in-app (settings); a security notice (a PIN lock) always goes.
 */
export async function notify(trx: Trx, now: Date, ...events: Notice[]): Promise<void> {
  if (events.length === 0) return;
  await noticesInsert(now, events).execute(trx);
}

/** notify's statement, for a caller that writes it beside others in one (queueMoneyAlert). */
export function noticesInsert(now: Date, events: Notice[]) {
  const rows = events.map((e) => sql`(${e.userId}::uuid, ${e.type}, ${e.title}, ${e.body})`);
  return sql`
    insert into notifications (user_id, type, title, body, created_at)
    select v.user_id, v.type, v.title, v.body, ${now}
    from (values ${sql.join(rows)}) as v (user_id, type, title, body)
    where v.type <> 'transaction' or not exists (
      select 1 from user_preferences p where p.user_id = v.user_id and not p.money_in_app)`;
}
