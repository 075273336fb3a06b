import type { Job } from '../jobs/queue';
import { finishJob, retryJob } from '../jobs/queue';
import { backoffMs } from '../jobs/worker';
import { type Bills, billsFloat } from './bills';
import type { GiftCardSaleOutcome } from './provider';
import { applySaleOutcome, lockOpenSale, saleRequest } from './sell-giftcard';
import { withTimeout } from './with-timeout';

/** Asks the provider about a sold card until its review is done, then credits or fails it. */
export function giftCardSaleJob(bills: Bills) {
  const { db, clock, config } = bills.ctx;
  return async (job: Job): Promise<void> => {
    const row = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', job.subjectId)
      .executeTakeFirst();
    if (row?.status !== 'pending') {
      await finishJob(db, job.id);
      return;
    }
    const sale = await db
      .selectFrom('giftcardSales')
      .selectAll()
      .where('transactionId', '=', row.id)
      .executeTakeFirstOrThrow();
    let outcome: GiftCardSaleOutcome | null = null;
    let error: string | null = null;
    try {
      outcome = await withTimeout(
        bills.provider.requeryGiftCardSale(saleRequest(row, sale)),
        config.bills.providerTimeoutMs,
      );
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    const float = await billsFloat(bills);
    const now = clock.now();
    const waitMore = await db.transaction().execute(async (trx) => {
      const open = await lockOpenSale(trx, row.id, row.userId);
      if (open && !(outcome && (await applySaleOutcome(bills, trx, open, outcome, float, now)))) return true;
      await finishJob(trx, job.id);
      return false;
    });
    if (waitMore) await retryJob(db, job.id, new Date(now.getTime() + backoffMs(job.attempts)), error);
  };
}
