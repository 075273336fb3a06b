import type { Counterparty } from '@owo/core/contract';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import { kobo } from '../../db/money-schema';
import { lagosTime } from '../../lagos-time';
import type { Job } from '../jobs/queue';
import type { BatchJobHandler } from '../jobs/worker';
import { type Cte, type Trx, withCtes } from '../ledger/post';
import { moneyAlertMail } from '../mail/templates';
import { type Notice, noticesInsert } from './notify';

/**
 * A money alert's job (migration 0020): its subject is the effect's first transaction, and the alerts it
 * sends are the transactions of that effect with a balance after recorded: the subject, and the row it is
 * related to on the same posting (Owo to Owo: the debit names the credit).
 */
export const TRANSACTION_ALERT_JOB = 'transaction-alert';
/**
 * The job of an alert an older replica records as a `money_alerts` row (before migration 0020), still sent
 * while such replicas run beside this one in a rolling deploy.
 */
export const MONEY_ALERT_JOB = 'money-alert';

/** An owner who turned money emails off gets no alert. */
const wantsAlerts = (owner: RawBuilder<unknown>) =>
  sql`not exists (select 1 from user_preferences p where p.user_id = ${owner} and not p.money_email)`;

/**
 * The job for the alerts of the effect whose first transaction is `batch`, unless none of `owners` wants
 * money emails: one statement with the rest of the effect. A repeat changes nothing.
 */
const alertJob = (batch: string, owners: string[], now: Date) =>
  sql`insert into jobs (kind, subject_id, run_at)
    select ${TRANSACTION_ALERT_JOB}, ${batch}::uuid, ${now}
    where exists (
      select 1 from (values ${sql.join(owners.map((id) => sql`(${id}::uuid)`))}) as o (user_id)
      where ${wantsAlerts(sql.raw('o.user_id'))})
    on conflict do nothing`;

/**
 * Nigerian banks' transaction alerts: the completed transaction `transactionId` gets an email to its
 * owner, unless the owner turned money emails off. Called in the transaction that completes it, after
 * the posting: the wallet row is still locked by it, so the balance read here is the one right after.
 * One statement keeps that balance on the transaction, queues the mail's job and writes `notices` to the
 * inboxes (notify's insert).
 */
export async function queueMoneyAlert(
  trx: Trx,
  now: Date,
  transactionId: string,
  notices: Notice[] = [],
): Promise<void> {
  const inbox: Cte[] = notices.length > 0 ? [['notices', noticesInsert(now, notices)]] : [];
  const recorded = sql`
    update transactions t set balance_after = w.balance
    from wallets w
    where t.id = ${transactionId}::uuid and t.status = 'completed' and w.user_id = t.user_id
    returning t.user_id`;
  await sql`${withCtes([...inbox, ['recorded', recorded]])}
    insert into jobs (kind, subject_id, run_at)
    select ${TRANSACTION_ALERT_JOB}, ${transactionId}::uuid, ${now}
    from recorded r where ${wantsAlerts(sql.raw('r.user_id'))}
    on conflict do nothing`.execute(trx);
}

/**
 * queueMoneyAlert's work for a caller that writes the transaction rows in the same statement (Owo to Owo:
 * the rows, the posting, the alerts and the notices in one round trip). Such a caller holds the wallets'
 * locks and moved them by known amounts, so it writes each alerted row's `balance_after` itself (the
 * balance right after); this adds the job, named by `batch` (the effect's first row; any other alerted
 * row is the one it is related to), and the notices. `owners` are the alerted rows' owners.
 */
export function moneyAlertCtes(now: Date, batch: string, owners: string[], notices: Notice[]): Cte[] {
  if (owners.length === 0) throw new Error('moneyAlertCtes needs at least one owner');
  return [
    ...(notices.length > 0 ? ([['notices', noticesInsert(now, notices)]] as Cte[]) : []),
    ['alert_job', alertJob(batch, owners, now)],
  ];
}

/** One alert to mail, as a handler reads it. */
interface AlertRow {
  batch: string;
  balanceAfter: number | string | null;
  direction: 'debit' | 'credit';
  amount: number | string;
  fee: number | string;
  counterparty: Counterparty;
  reference: string;
  createdAt: Date;
  email: string;
  firstName: string;
}

const ALERT_COLUMNS = [
  't.direction',
  't.amount',
  't.fee',
  't.counterparty',
  't.reference',
  't.createdAt',
  'u.email',
  'u.firstName',
] as const;

/**
 * Sends the alerts of every due job at once: amount, counterparty, balance after, reference, never a
 * secret. One read for all of them (`read`), the mails, then one statement that removes the jobs whose
 * mail went (`finish`). A job whose mail could not go is left to be retried (its alerts with it); the
 * others finish.
 */
function alertSender(
  ctx: AppContext,
  read: (subjects: string[]) => Promise<AlertRow[]>,
  finish: (done: Job[]) => Promise<void>,
): BatchJobHandler {
  return {
    async batch(jobs: Job[]) {
      const alerts = await read(jobs.map((job) => job.subjectId));
      const mails = alerts.map((alert) => ({
        batch: alert.batch,
        message: moneyAlertMail(alert.email, alert.firstName, {
          direction: alert.direction,
          amount: kobo(alert.amount),
          fee: kobo(alert.fee),
          counterparty: alert.counterparty.name,
          balanceAfter: kobo(alert.balanceAfter ?? 0),
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
      if (done.length > 0) await finish(done);
      return jobs
        .filter((job) => unsent.has(job.subjectId))
        .map((job) => ({ job, error: unsent.get(job.subjectId) }));
    },
  };
}

/**
 * The `transaction-alert` jobs: each subject's alerts are the subject and its related row on the same
 * posting, where a balance after was recorded and the owner still wants money emails. Sent, the job is
 * deleted; the transactions keep their balance after.
 */
export function moneyAlertJob(ctx: AppContext): BatchJobHandler {
  return alertSender(
    ctx,
    (subjects) =>
      ctx.db
        .selectFrom('transactions as s')
        .innerJoin('transactions as t', (join) =>
          join.on((eb) =>
            eb.or([
              eb('t.id', '=', eb.ref('s.id')),
              eb.and([eb('t.id', '=', eb.ref('s.relatedId')), eb('t.postingId', '=', eb.ref('s.postingId'))]),
            ]),
          ),
        )
        .innerJoin('users as u', 'u.id', 't.userId')
        .select([sql<string>`s.id`.as('batch'), 't.balanceAfter', ...ALERT_COLUMNS])
        .where(sql<boolean>`s.id = any(${subjects}::uuid[])`)
        .where('t.balanceAfter', 'is not', null)
        .where(wantsAlerts(sql.raw('t.user_id')) as RawBuilder<boolean>)
        .execute(),
    async (done) => {
      // An array, not a list: one statement text (prepared once) whatever the round's size.
      await sql`delete from jobs where id = any(${done.map((job) => job.id)}::bigint[])`.execute(ctx.db);
    },
  );
}

/** The `money-alert` jobs of an older replica: its `money_alerts` rows, removed with their jobs once sent. */
export function legacyMoneyAlertJob(ctx: AppContext): BatchJobHandler {
  return alertSender(
    ctx,
    (subjects) =>
      ctx.db
        .selectFrom('moneyAlerts as a')
        .innerJoin('transactions as t', 't.id', 'a.transactionId')
        .innerJoin('users as u', 'u.id', 'a.userId')
        .select([
          sql<string>`coalesce(a.batch_id, a.transaction_id)`.as('batch'),
          'a.balanceAfter',
          ...ALERT_COLUMNS,
        ])
        .where(sql<boolean>`coalesce(a.batch_id, a.transaction_id) = any(${subjects}::uuid[])`)
        .execute(),
    async (done) => {
      await sql`
        with sent as (
          delete from money_alerts
          where coalesce(batch_id, transaction_id) = any(${done.map((job) => job.subjectId)}::uuid[]))
        delete from jobs where id = any(${done.map((job) => job.id)}::bigint[])`.execute(ctx.db);
    },
  );
}

/** Every money alert job kind with its handler, for a worker. */
export const moneyAlertHandlers = (ctx: AppContext) => ({
  [TRANSACTION_ALERT_JOB]: moneyAlertJob(ctx),
  [MONEY_ALERT_JOB]: legacyMoneyAlertJob(ctx),
});
