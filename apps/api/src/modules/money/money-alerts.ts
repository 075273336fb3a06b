import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { kobo } from '../../db/money-schema';
import { finishJob, type Job } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { Trx } from '../ledger/post';
import { moneyAlertMail } from '../mail/templates';
import { lagosTime } from './notify';

export const MONEY_ALERT_JOB = 'money-alert';

/**
 * Nigerian banks' transaction alerts: each completed debit or credit in `transactionIds` gets an email to its
 * owner, unless the owner turned money emails off. Called in the transaction that completes them, after
 * the posting: the wallet row is still locked by it, so the balance read here is the one right after.
 * One statement records the alerts and queues their mail jobs.
 */
export async function queueMoneyAlerts(trx: Trx, now: Date, transactionIds: string[]): Promise<void> {
  if (transactionIds.length === 0) return;
  await sql`
    with alerts as (
      insert into money_alerts (transaction_id, user_id, balance_after, created_at)
      select t.id, t.user_id, w.balance, ${now}
      from transactions t join wallets w on w.user_id = t.user_id
      where t.id in (${sql.join(transactionIds.map((id) => sql`${id}::uuid`))})
        and t.status = 'completed'
        and not exists (
          select 1 from user_preferences p where p.user_id = t.user_id and not p.money_email)
      on conflict do nothing
      returning transaction_id)
    insert into jobs (kind, subject_id, run_at)
    select ${MONEY_ALERT_JOB}, transaction_id, ${now} from alerts
    on conflict do nothing`.execute(trx);
}

/** Sends one alert: amount, counterparty, balance after, reference. Never a secret. */
export function moneyAlertJob(ctx: AppContext): JobHandler {
  return async (job: Job) => {
    const alert = await ctx.db
      .selectFrom('moneyAlerts as a')
      .innerJoin('transactions as t', 't.id', 'a.transactionId')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select([
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
      .where('a.transactionId', '=', job.subjectId)
      .executeTakeFirst();
    if (alert) {
      await ctx.mailer.send(
        moneyAlertMail(alert.email, alert.firstName, {
          direction: alert.direction,
          amount: kobo(alert.amount),
          fee: kobo(alert.fee),
          counterparty: alert.counterparty.name,
          balanceAfter: kobo(alert.balanceAfter),
          reference: alert.reference,
          date: `${lagosTime(alert.createdAt)} (Lagos time)`,
        }),
      );
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('moneyAlerts').where('transactionId', '=', job.subjectId).execute();
      await finishJob(trx, job.id);
    });
  };
}
