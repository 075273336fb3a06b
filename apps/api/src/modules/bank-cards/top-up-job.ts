import { kobo } from '../../db/money-schema';
import { finishJob, type Job, retryJob } from '../jobs/queue';
import { backoffMs, type JobHandler } from '../jobs/worker';
import { lockOpenTransaction } from '../ledger/wallet-locks';
import { type BankCards, topUpAccounts } from './bank-cards';
import { applyCharge, askProcessor } from './top-up';

/**
 * The job behind every top-up still pending: it requeries the processor and applies a final answer; no
 * answer, or "pending", is asked again later with backoff (no failure: a charge may take its bank a
 * while). A charge the processor never received (this process died before asking) is sent now under the
 * same reference, which the processor charges at most once.
 */
export function topUpJob(bankCards: BankCards): JobHandler {
  const { ctx, processor } = bankCards;
  const { db, clock } = ctx;
  return async (job: Job) => {
    const row = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', job.subjectId)
      .executeTakeFirst();
    if (row?.status !== 'pending') {
      await finishJob(db, job.id);
      return;
    }
    let outcome = await askProcessor(bankCards, row.reference, () => processor.requery(row.reference));
    if (outcome?.status === 'not_found') {
      const card = await db
        .selectFrom('topUps as t')
        .innerJoin('bankCards as c', 'c.id', 't.bankCardId')
        .select('c.token')
        .where('t.transactionId', '=', row.id)
        .executeTakeFirstOrThrow();
      const amount = kobo(row.amount) + kobo(row.fee);
      outcome = await askProcessor(bankCards, row.reference, () =>
        processor.charge({ reference: row.reference, token: card.token, amount }),
      );
    }
    const accounts = await topUpAccounts(bankCards);
    const now = clock.now();
    const waitMore = await db.transaction().execute(async (trx) => {
      const open = await lockOpenTransaction(trx, row.id, row.userId, ['pending']);
      if (open && !(outcome && (await applyCharge(trx, open, outcome, accounts, now)))) return true;
      await finishJob(trx, job.id);
      return false;
    });
    if (waitMore) {
      const why = outcome ? `the processor says ${outcome.status}` : 'the processor gave no answer';
      await retryJob(db, job.id, new Date(now.getTime() + backoffMs(job.attempts)), why);
    }
  };
}
