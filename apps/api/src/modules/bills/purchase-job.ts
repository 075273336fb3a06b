import type { Job } from '../jobs/queue';
import { finishJob, retryJob } from '../jobs/queue';
import { backoffMs } from '../jobs/worker';
import { type Bills, billsFloat } from './bills';
import type { PurchaseOutcome } from './provider';
import { purchaseRequest } from './purchase-view';
import { applyOutcome, lockOpenPurchase } from './resolve-purchase';
import { withTimeout } from './with-timeout';

/**
 * The job behind every purchase still pending: it requeries the provider (never pays a second time)
 * and applies a final answer; an unknown or pending one is asked again later, with backoff.
 */
export function billPurchaseJob(bills: Bills) {
  const { db, clock, config, log } = bills.ctx;
  return async (job: Job): Promise<void> => {
    const row = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', job.subjectId)
      .executeTakeFirst();
    if (!row || (row.status !== 'pending' && row.status !== 'processing')) {
      await finishJob(db, job.id);
      return;
    }
    const purchase = await db
      .selectFrom('billPurchases')
      .selectAll()
      .where('transactionId', '=', row.id)
      .executeTakeFirstOrThrow();
    let outcome: PurchaseOutcome | null = null;
    let error: string | null = null;
    try {
      outcome = await withTimeout(
        bills.provider.requery(purchaseRequest(row, purchase)),
        config.bills.providerTimeoutMs,
      );
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
      log.warn({ reference: row.reference, error }, 'bills requery gave no answer');
    }
    const float = await billsFloat(bills);
    const now = clock.now();
    const waitMore = await db.transaction().execute(async (trx) => {
      const open = await lockOpenPurchase(trx, row.id, row.userId);
      if (open && !(outcome && (await applyOutcome(trx, open, outcome, float, now)))) return true;
      await finishJob(trx, job.id);
      return false;
    });
    if (waitMore) await retryJob(db, job.id, new Date(now.getTime() + backoffMs(job.attempts)), error);
  };
}
