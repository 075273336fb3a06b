import { formatMoney, MONEY_ERROR_CODES } from '@owo/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { lagosTime } from '../../lagos-time';
import type { MoneyConfig } from '../../money-config';

/** Who a transfer goes to, as its transaction's counterparty records it. */
export type TransferTarget =
  | { type: 'user'; username: string }
  | { type: 'bank'; bankCode: string; accountNumber: string };

const HOUR_MS = 60 * 60 * 1000;

/** One key per person paid, from a transaction row's counterparty (`t` is its alias). */
const targetKey = (alias: string) =>
  sql<string>`(case ${sql.ref(`${alias}.type`)} when 'user' then 'user:' || (${sql.ref(`${alias}.counterparty`)} ->> 'username')
    else 'bank:' || (${sql.ref(`${alias}.counterparty`)} ->> 'bankCode') || ':' || (${sql.ref(`${alias}.counterparty`)} ->> 'accountNumber') end)`;

const keyOf = (target: TransferTarget) =>
  target.type === 'user' ? `user:${target.username}` : `bank:${target.bankCode}:${target.accountNumber}`;

/** When the sender's cooling period ends, or null when none is in force. */
export function coolingUntil(
  config: MoneyConfig,
  user: Pick<UserRow, 'coolingSince'>,
  now: Date,
): Date | null {
  if (!user.coolingSince || config.coolingHours === 0) return null;
  const until = new Date(user.coolingSince.getTime() + config.coolingHours * HOUR_MS);
  return until > now ? until : null;
}

/**
 * Banks' defence against account takeover: for `coolingHours` after a password change, PIN reset or email
 * change, money to recipients the person had never paid before it began is capped at
 * `coolingNewRecipientCap` in all. Runs under the sender's wallet lock with the other limits, so
 * concurrent transfers see each other and the one that would cross the cap is refused.
 */
export async function checkCoolingPeriod(
  trx: Db,
  config: MoneyConfig,
  sender: Pick<UserRow, 'id' | 'coolingSince'>,
  target: TransferTarget,
  amount: number,
  now: Date,
): Promise<void> {
  const until = coolingUntil(config, sender, now);
  if (!until || !sender.coolingSince) return;
  const since = sender.coolingSince;
  const paidBefore = (alias: string, key: ReturnType<typeof sql<string>>) => sql<boolean>`exists (
    select 1 from transactions ${sql.raw(alias)}
    where ${sql.ref(`${alias}.user_id`)} = ${sender.id} and ${sql.ref(`${alias}.direction`)} = 'debit'
      and ${sql.ref(`${alias}.type`)} in ('user', 'bank') and ${sql.ref(`${alias}.status`)} = 'completed'
      and ${sql.ref(`${alias}.created_at`)} < ${since} and ${targetKey(alias)} = ${key})`;
  const row = await sql<{ known: boolean; used: string | number }>`
    select ${paidBefore('p', sql`${keyOf(target)}`)} as known,
      (select coalesce(sum(t.amount), 0) from transactions t
        where t.user_id = ${sender.id} and t.direction = 'debit' and t.type in ('user', 'bank')
          and t.status in ('pending', 'processing', 'completed') and t.created_at >= ${since}
          and not ${paidBefore('q', targetKey('t'))}) as used`.execute(trx);
  const result = row.rows[0];
  if (!result || result.known) return;
  const used = kobo(result.used);
  const cap = config.coolingNewRecipientCap;
  if (used + amount <= cap) return;
  throw new HttpError(
    422,
    MONEY_ERROR_CODES.limitExceeded,
    `For your security, after a recent password change, PIN reset or email change you can send at most ${formatMoney(cap)} in all to people you have not paid before, until ${lagosTime(until)} (Lagos time); ${formatMoney(Math.max(0, cap - used))} is left. People you have paid before are not affected.`,
  );
}
