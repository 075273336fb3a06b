import type { Db } from '../../db/database';
import { enqueue } from '../jobs/queue';
import { BILL_PURCHASE_JOB } from './pay-bill';
import { GIFTCARD_SALE_JOB } from './sell-giftcard';

/**
 * At start: every purchase or sale still pending gets its job back (in case it was lost) and is made
 * due now, so what a dead process left behind is asked about at once. A live replica working on one
 * meets the row lock and the status table: the second try changes nothing.
 */
export async function resumeOpenBills(db: Db, now: Date): Promise<number> {
  const open = await db
    .selectFrom('transactions')
    .select(['id', 'type'])
    .where('type', 'in', ['bill', 'giftcard'])
    .where('status', 'in', ['pending', 'processing'])
    .execute();
  for (const { id, type } of open) {
    const kind = type === 'bill' ? BILL_PURCHASE_JOB : GIFTCARD_SALE_JOB;
    await enqueue(db, kind, id, now);
    await db
      .updateTable('jobs')
      .set({ runAt: now, lockedUntil: null })
      .where('kind', '=', kind)
      .where('subjectId', '=', id)
      .execute();
  }
  return open.length;
}
