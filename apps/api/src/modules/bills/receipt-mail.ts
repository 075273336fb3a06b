import { billReceiptRows } from '@owo/core/contract';
import { kobo } from '../../db/money-schema';
import { lagosTime } from '../../lagos-time';
import { enqueue, finishJob, type Job } from '../jobs/queue';
import type { Trx } from '../ledger/post';
import { purchaseReceiptMail } from '../mail/templates';
import type { Bills } from './bills';

export const PURCHASE_RECEIPT_JOB = 'bill-receipt-mail';

/**
 * Called in the transaction that completes a purchase: its receipt email exists exactly when the
 * purchase completed (at once, by a requery or by a webhook), and a purchase completes once, so one
 * email per purchase. Sent by the job worker after the commit, never inside the money's transaction.
 */
export function queuePurchaseReceipt(trx: Trx, transactionId: string, now: Date): Promise<void> {
  return enqueue(trx, PURCHASE_RECEIPT_JOB, transactionId, now);
}

/** Sends a completed purchase's receipt, with what was delivered, to its owner; then the job is done. */
export function purchaseReceiptJob({ ctx }: Bills) {
  const { db, mailer } = ctx;
  return async (job: Job): Promise<void> => {
    const row = await db
      .selectFrom('transactions')
      .innerJoin('billPurchases', 'billPurchases.transactionId', 'transactions.id')
      .innerJoin('users', 'users.id', 'transactions.userId')
      .select([
        'transactions.reference',
        'transactions.status',
        'transactions.amount',
        'transactions.fee',
        'transactions.updatedAt',
        'billPurchases.service',
        'billPurchases.billerName',
        'billPurchases.customerId',
        'billPurchases.customerName',
        'billPurchases.productName',
        'billPurchases.meterType',
        'billPurchases.delivery',
        'users.email',
        'users.firstName',
      ])
      .where('transactions.id', '=', job.subjectId)
      .executeTakeFirst();
    if (row?.status === 'completed') {
      const what = `${row.billerName} ${row.productName ?? ''}`.replace(/\s+/g, ' ').trim();
      await mailer.send(
        purchaseReceiptMail(row.email, row.firstName, {
          what,
          rows: billReceiptRows(row),
          amount: kobo(row.amount),
          fee: kobo(row.fee),
          reference: row.reference,
          date: `${lagosTime(row.updatedAt)} (Lagos time)`,
          delivery: row.delivery,
        }),
      );
    }
    await finishJob(db, job.id);
  };
}
