import type { Db } from '../../db/database';
import { enqueue } from '../jobs/queue';
import { BANK_TRANSFER_JOB, BANK_TRANSFER_OPEN } from './bank-transfer';

/**
 * At start: every bank transfer still pending or processing gets its job back (in case it was lost)
 * and is made due now, so work a dead process left behind resumes at once. Another live replica may
 * be working on one of them; the transfer's row lock and the status table make the second try a no-op.
 */
export async function reconcileOpenTransfers(db: Db, now: Date): Promise<number> {
  const open = await db
    .selectFrom('transactions')
    .select('id')
    .where('type', '=', 'bank')
    .where('direction', '=', 'debit')
    .where('status', 'in', BANK_TRANSFER_OPEN)
    .execute();
  for (const { id } of open) await enqueue(db, BANK_TRANSFER_JOB, id, now);
  if (open.length > 0) {
    await db
      .updateTable('jobs')
      .set({ runAt: now, lockedUntil: null })
      .where('kind', '=', BANK_TRANSFER_JOB)
      .where(
        'subjectId',
        'in',
        open.map((o) => o.id),
      )
      .execute();
  }
  return open.length;
}
