import { createHmac } from 'node:crypto';
import type { WebhookEventType } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { kobo, type TransactionRow } from '../../db/money-schema';
import { enqueue, finishJob, type Job, retryJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { Trx } from '../ledger/post';

export const PARTNER_WEBHOOK_JOB = 'partner-webhook';

/** Standard Webhooks' retry schedule (after the first try), within 24 hours of the message. */
const RETRY_AFTER_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
const TIMEOUT_MS = 10_000;

export const messageId = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

/**
 * The `webhook-signature` of Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body",
 * keyed with the base64 part of the `whsec_` secret.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * In the transaction that changes a payment's status: a message for the partner it was made through
 * (when that partner has a webhook URL), and the job that delivers it after the commit. Nothing for a
 * payment made on Owo's own site. Once per payment and type.
 */
export async function queuePaymentEvent(
  trx: Trx,
  row: TransactionRow,
  service: string | null,
  type: WebhookEventType,
  status: string,
  now: Date,
): Promise<void> {
  if (!row.partnerOrigin) return;
  const partner = await trx
    .selectFrom('partners')
    .select('webhookUrl')
    .where('origin', '=', row.partnerOrigin)
    .executeTakeFirst();
  if (!partner?.webhookUrl) return;
  const payload = JSON.stringify({
    type,
    timestamp: now.toISOString(),
    data: {
      reference: row.reference,
      status,
      service,
      amount: kobo(row.amount),
      fee: kobo(row.fee),
      createdAt: row.createdAt.toISOString(),
    },
  });
  const delivery = await trx
    .insertInto('webhookDeliveries')
    .values({
      partnerOrigin: row.partnerOrigin,
      transactionId: row.id,
      type,
      payload,
      createdAt: now,
      retryFrom: now,
    })
    .onConflict((oc) => oc.columns(['transactionId', 'type']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (delivery) await enqueue(trx, PARTNER_WEBHOOK_JOB, delivery.id, now);
}

/**
 * Delivers one message: POST with the Standard Webhooks headers; a 2xx is delivered. Anything else (an
 * error status, no answer in 10 s, a refused connection) is recorded and tried again on the schedule;
 * after 24 hours the delivery is failed (an operator may replay it). An unreachable partner is never a
 * failure of the job itself.
 */
export function partnerWebhookJob(ctx: AppContext): JobHandler {
  const { db, clock } = ctx;
  return async (job: Job) => {
    const delivery = await db
      .selectFrom('webhookDeliveries as d')
      .innerJoin('partners as p', 'p.origin', 'd.partnerOrigin')
      .select([
        'd.id',
        'd.payload',
        'd.attempts',
        'd.state',
        'd.retryFrom',
        'p.webhookUrl',
        'p.webhookSecret',
      ])
      .where('d.id', '=', job.subjectId)
      .executeTakeFirst();
    if (delivery?.state !== 'pending' || !delivery.webhookUrl || !delivery.webhookSecret) {
      await finishJob(db, job.id);
      return;
    }
    const id = messageId(delivery.id);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(delivery.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(delivery.webhookSecret, id, timestamp, delivery.payload),
          'user-agent': 'Owo-Webhooks/1',
        },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (thrown) {
      error = thrown instanceof Error ? `${thrown.name}: ${thrown.message}`.slice(0, 300) : 'no answer';
    }
    const now = clock.now();
    const attempts = delivery.attempts + 1;
    const late = now.getTime() - delivery.retryFrom.getTime() >= GIVE_UP_AFTER_MS;
    const next = RETRY_AFTER_MS[Math.min(attempts - 1, RETRY_AFTER_MS.length - 1)] ?? GIVE_UP_AFTER_MS;
    const state = error === null ? 'delivered' : late ? 'failed' : 'pending';
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webhookDeliveries')
        .set({
          attempts,
          lastStatus: status,
          lastError: error,
          state,
          ...(state === 'delivered' && { deliveredAt: now }),
        })
        .where('id', '=', delivery.id)
        .execute();
      if (state !== 'pending') await finishJob(trx, job.id);
    });
    if (state === 'pending') await retryJob(db, job.id, new Date(now.getTime() + next), error);
  };
}

/** The deliveries of a partner, newest first. */
export async function deliveriesOf(db: AppContext['db'], origin: string, limit = 50) {
  const rows = await db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('transactions as t', 't.id', 'd.transactionId')
    .select([
      'd.id',
      'd.type',
      't.reference',
      'd.attempts',
      'd.lastStatus',
      'd.lastError',
      'd.state',
      'd.createdAt',
      'd.deliveredAt',
    ])
    .where('d.partnerOrigin', '=', origin)
    .orderBy('d.createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: messageId(r.id),
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  }));
}

/** Sends a message again (an operator's replay): pending, due now, with the same id and body. */
export async function replayDelivery(db: AppContext['db'], now: Date, message: string): Promise<boolean> {
  const id = message.replace(/^msg_/, '');
  if (!/^[0-9a-f]{32}$/.test(id)) return false;
  const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('webhookDeliveries')
      .set({ state: 'pending', retryFrom: now })
      .where('id', '=', uuid)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx
      .deleteFrom('jobs')
      .where('kind', '=', PARTNER_WEBHOOK_JOB)
      .where('subjectId', '=', uuid)
      .execute();
    await enqueue(trx, PARTNER_WEBHOOK_JOB, uuid, now);
    return true;
  });
}
