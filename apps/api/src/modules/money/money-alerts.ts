import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import { kobo } from '../../db/money-schema';
import { lagosTime } from '../../lagos-time';
import type { Job } from '../jobs/queue';
import type { BatchJobHandler } from '../jobs/worker';
import { type Cte, type Trx, withCtes } from '../ledger/post';
import { moneyAlertMail } from '../mail/templates';
import { type Notice, noticesInsert, notify } from './notify';

export const MONEY_ALERT_JOB = 'money-alert';

/** An owner who turned money emails off gets no alert. */
const wantsAlerts = (owner: RawBuilder<unknown>) =>
  sql`not exists (select 1 from user_preferences p where p.user_id = ${owner} and not p.money_email)`;

/** One mail job for the alerts the `alerts` CTE recorded, named by the batch (the first transaction's id). */
const alertJob = (batch: string, now: Date) =>
  sql`insert into jobs (kind, subject_id, run_at)
    select ${MONEY_ALERT_JOB}, ${batch}::uuid, ${now} where exists (select 1 from alerts)
    on conflict do nothing`;

/**
 * Nigerian banks' transaction alerts: each completed debit or credit in `transactionIds` gets an email to its
 * owner, unless the owner turned money emails off. Called in the transaction that completes them, after
 * the posting: the wallet row is still locked by it, so the balance read here is the one right after.
 * One statement records the alerts and queues one mail job for all of them (named by the first id), and
 * writes `notices` to the inboxes (notify's insert) in the same round trip.
 */
export async function queueMoneyAlerts(
  trx: Trx,
  now: Date,
  transactionIds: string[],
  notices: Notice[] = [],
): Promise<void> {
  const [batch] = transactionIds;
  if (batch === undefined) return notify(trx, now, ...notices);
  const inbox: Cte[] = notices.length > 0 ? [['notices', noticesInsert(now, notices)]] : [];
  const alerts = sql`
    insert into money_alerts (transaction_id, batch_id, user_id, balance_after, created_at)
    select t.id, ${batch}::uuid, t.user_id, w.balance, ${now}
    from transactions t join wallets w on w.user_id = t.user_id
    where t.id in (${sql.join(transactionIds.map((id) => sql`${id}::uuid`))})
      and t.status = 'completed' and ${wantsAlerts(sql.raw('t.user_id'))}
    on conflict do nothing
    returning transaction_id`;
  await sql`${withCtes([...inbox, ['alerts', alerts]])} ${alertJob(batch, now)}`.execute(trx);
}

/** A completed transaction's alert, for a caller that knows its owner's balance right after it. */
export interface MoneyAlert {
  transactionId: string;
  userId: string;
  balanceAfter: number;
}

/**
 * queueMoneyAlerts's work as CTEs, for a caller that writes the transaction rows in the same statement (Owo to
 * Owo: the rows, the posting, the alerts and the notices in one round trip). Such a caller holds the wallets'
 * locks and moved them by known amounts, so it passes each balance after the move and nothing is read back;
 * every alert is of a completed transaction. The rows' foreign keys are checked at the end of the statement,
 * when they exist.
 */
export function moneyAlertCtes(now: Date, alerts: MoneyAlert[], notices: Notice[]): Cte[] {
  const [first] = alerts;
  if (!first) throw new Error('moneyAlertCtes needs at least one alert');
  const values = sql.join(
    alerts.map((a) => sql`(${a.transactionId}::uuid, ${a.userId}::uuid, ${a.balanceAfter}::bigint)`),
  );
  return [
    ...(notices.length > 0 ? ([['notices', noticesInsert(now, notices)]] as Cte[]) : []),
    [
      'alerts',
      sql`insert into money_alerts (transaction_id, batch_id, user_id, balance_after, created_at)
        select v.transaction_id, ${first.transactionId}::uuid, v.user_id, v.balance_after, ${now}
        from (values ${values}) as v (transaction_id, user_id, balance_after)
        where ${wantsAlerts(sql.raw('v.user_id'))}
        on conflict do nothing
        returning transaction_id`,
    ],
    ['alert_job', alertJob(first.transactionId, now)],
  ];
}

/**
 * Sends the alerts of every due job at once: amount, counterparty, balance after, reference, never a
 * secret. One read for all of them, the mails, then one statement that removes the sent alerts and their
 * jobs. A job whose mail could not go is left to be retried (its alerts with it); the others finish.
 */
export function moneyAlertJob(ctx: AppContext): BatchJobHandler {
  return {
    async batch(jobs: Job[]) {
      const subjects = jobs.map((job) => job.subjectId);
      const alerts = await ctx.db
        .selectFrom('moneyAlerts as a')
        .innerJoin('transactions as t', 't.id', 'a.transactionId')
        .innerJoin('users as u', 'u.id', 'a.userId')
        .select([
          sql<string>`coalesce(a.batch_id, a.transaction_id)`.as('batch'),
          'a.balanceAfter',
          't.direction',
          't.amount',
          't.fee',
          't.counterparty',
          't.reference',
          't.createdAt',
          'u.email',
          'u.firstName',
        ])
        .where(sql<boolean>`coalesce(a.batch_id, a.transaction_id) = any(${subjects}::uuid[])`)
        .execute();
      const mails = alerts.map((alert) => ({
        batch: alert.batch,
        message: moneyAlertMail(alert.email, alert.firstName, {
          direction: alert.direction,
          amount: kobo(alert.amount),
          fee: kobo(alert.fee),
          counterparty: alert.counterparty.name,
          balanceAfter: kobo(alert.balanceAfter),
          reference: alert.reference,
          date: `${lagosTime(alert.createdAt)} (Lagos time)`,
        }),
      }));
      const unsent = new Map<string, unknown>();
      if (ctx.mailer.sendMany) {
        await ctx.mailer.sendMany(mails.map((mail) => mail.message));
      } else {
        const sent = await Promise.allSettled(mails.map((mail) => ctx.mailer.send(mail.message)));
        sent.forEach((outcome, i) => {
          if (outcome.status === 'rejected') unsent.set(mails[i]?.batch ?? '', outcome.reason);
        });
      }
      const done = jobs.filter((job) => !unsent.has(job.subjectId));
      if (done.length > 0) {
        // Arrays, not lists: one statement text (prepared once) whatever the round's size.
        await sql`
          with sent as (
            delete from money_alerts
            where coalesce(batch_id, transaction_id) = any(${done.map((job) => job.subjectId)}::uuid[]))
          delete from jobs where id = any(${done.map((job) => job.id)}::bigint[])`.execute(ctx.db);
      }
      return jobs
        .filter((job) => unsent.has(job.subjectId))
        .map((job) => ({ job, error: unsent.get(job.subjectId) }));
    },
  };
}
