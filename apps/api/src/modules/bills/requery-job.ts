import type { TransactionRow } from '../../db/money-schema';
import type { Job } from '../jobs/queue';
import { finishJob, retryJob } from '../jobs/queue';
import { backoffMs } from '../jobs/worker';
import type { Trx } from '../ledger/post';
import type { SettleAccounts } from '../money/held-debit';
import { type Bills, billsAccounts } from './bills';
import { withTimeout } from './with-timeout';

/** What one kind of provider request (a purchase, a gift-card sale) plugs into `requeryJob`. */
export interface Requery<Detail, Open, Outcome> {
  /** Which transaction statuses are still waiting on the provider. */
  waiting: readonly TransactionRow['status'][];
  /** The request's own row (the purchase, the sale), read beside its transaction. */
  detail(bills: Bills, row: TransactionRow): Promise<Detail>;
  /** Asks the provider where the request stands; it never sends the request again. */
  ask(bills: Bills, row: TransactionRow, detail: Detail): Promise<Outcome>;
  /** Locks the owner's wallet, then the transaction, and returns it if it is still open. */
  lockOpen(trx: Trx, id: string, userId: string): Promise<Open | undefined>;
  /** Applies an answer in the job's transaction; false when it is not final yet. */
  apply(
    bills: Bills,
    trx: Trx,
    open: Open,
    outcome: Outcome,
    accounts: SettleAccounts,
    now: Date,
  ): Promise<boolean>;
}

/**
 * The job behind a provider request still open: it requeries the provider (within its time-out),
 * applies a final answer under the wallet lock in one transaction with the job's end, and asks again
 * later, with backoff, after no answer or one that is not final. A time-out is never taken for a
 * failure.
 */
export function requeryJob<Detail, Open, Outcome>(bills: Bills, kind: Requery<Detail, Open, Outcome>) {
  const { db, clock, config, log } = bills.ctx;
  return async (job: Job): Promise<void> => {
    const row = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', job.subjectId)
      .executeTakeFirst();
    if (!row || !kind.waiting.includes(row.status)) {
      await finishJob(db, job.id);
      return;
    }
    const detail = await kind.detail(bills, row);
    let outcome: Outcome | null = null;
    let error: string | null = null;
    try {
      outcome = await withTimeout(kind.ask(bills, row, detail), config.bills.providerTimeoutMs);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
      log.warn({ reference: row.reference, error }, 'bills requery gave no answer');
    }
    const accounts = await billsAccounts(bills);
    const now = clock.now();
    const waitMore = await db.transaction().execute(async (trx) => {
      const open = await kind.lockOpen(trx, row.id, row.userId);
      if (open && !(outcome && (await kind.apply(bills, trx, open, outcome, accounts, now)))) return true;
      await finishJob(trx, job.id);
      return false;
    });
    if (waitMore) await retryJob(db, job.id, new Date(now.getTime() + backoffMs(job.attempts)), error);
  };
}
