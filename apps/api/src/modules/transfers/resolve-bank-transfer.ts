import { sql } from 'kysely';
import { kobo, type TransactionRow } from '../../db/money-schema';
import type { Job } from '../jobs/queue';
import { finishJob, retryJob } from '../jobs/queue';
import { backoffMs } from '../jobs/worker';
import { floatAccountCode } from '../ledger/accounts';
import type { Cte, Trx } from '../ledger/post';
import { assertTransition } from '../ledger/statuses';
import { type LockedOpenTransaction, lockOpenTransaction } from '../ledger/wallet-locks';
import {
  type SettleAccounts,
  settleAccounts,
  settleHeldDebit,
  settleHeldDebitAtOnce,
  voidHeldDebit,
} from '../money/held-debit';
import { notify } from '../money/notify';
import type { PayoutOutcome, PayoutRequest } from './bank-provider';
import { BANK_TRANSFER_OPEN } from './bank-transfer';
import type { Money } from './money';
import { moneyEvent } from './money-events';

function payoutRequest(row: TransactionRow): PayoutRequest {
  const c = row.counterparty;
  return {
    reference: row.reference,
    sessionId: row.sessionId ?? '',
    bankCode: c.bankCode ?? '',
    accountNumber: c.accountNumber ?? '',
    accountName: c.name,
    amount: kobo(row.amount),
    narration: row.narration,
    createdAt: row.createdAt,
  };
}

/** How a confirmed transfer settles: its posting, its notice, and its job done (all in the settling statement). */
function completion(row: TransactionRow, job: Job) {
  return {
    posting: { kind: 'bank_transfer', description: `Bank transfer ${row.reference}` },
    alert: {
      notices: [
        moneyEvent.bankTransferCompleted(
          row.userId,
          kobo(row.amount),
          kobo(row.fee),
          row.counterparty.name,
          row.reference,
        ),
      ],
    },
    also: [['done', sql`delete from jobs where id = ${job.id}`]] as Cte[],
  };
}

/**
 * The provider confirmed: the held amount goes to the provider's float and the fee to fee revenue, and the
 * job is done, in one statement.
 */
async function complete(
  trx: Trx,
  open: LockedOpenTransaction,
  accounts: SettleAccounts,
  job: Job,
  now: Date,
) {
  const { posting, alert, also } = completion(open.row, job);
  await settleHeldDebit(trx, open, accounts, posting, now, alert, also);
}

/** The provider refused: the hold is voided, so the amount and the fee are available again. */
async function fail(trx: Trx, open: LockedOpenTransaction, reason: string, now: Date) {
  const { row } = open;
  await voidHeldDebit(trx, open, reason, now);
  await notify(
    trx,
    now,
    moneyEvent.bankTransferFailed(
      row.userId,
      kobo(row.amount),
      kobo(row.fee),
      row.counterparty.name,
      row.reference,
    ),
  );
}

async function apply(
  money: Money,
  job: Job,
  read: TransactionRow & { walletAccountId: string },
  outcome: PayoutOutcome | null,
  error: string | null,
): Promise<void> {
  const { db, clock } = money.ctx;
  const now = clock.now();
  // Looked up before the transaction: PGlite has one connection, which the transaction holds.
  const accounts = await settleAccounts(db, floatAccountCode(money.provider.name));
  if (outcome?.status === 'completed') {
    // One statement settles it if the row is still as read; if not (another run settled it), the
    // transaction below sees how.
    const { posting, alert, also } = completion(read, job);
    const settled = await settleHeldDebitAtOnce(
      db,
      read,
      read.walletAccountId,
      accounts,
      posting,
      now,
      alert,
      also,
    );
    if (settled) return;
  }
  const waitMore = await db.transaction().execute(async (trx) => {
    const open = await lockOpenTransaction(trx, job.subjectId, read.userId, BANK_TRANSFER_OPEN);
    if (!open) {
      await finishJob(trx, job.id);
      return false;
    }
    const { row } = open;
    if (outcome?.status === 'completed') {
      await complete(trx, open, accounts, job, now);
      return false;
    }
    if (outcome?.status === 'failed') await fail(trx, open, outcome.reason, now);
    else {
      if (outcome?.status === 'processing' && row.status === 'pending') {
        assertTransition(row.status, 'processing');
        await trx
          .updateTable('transactions')
          .set({ status: 'processing', updatedAt: now })
          .where('id', '=', row.id)
          .execute();
      }
      return true;
    }
    await finishJob(trx, job.id);
    return false;
  });
  // Unknown or not yet final: never guessed to be a failure; asked again later.
  if (waitMore) await retryJob(db, job.id, new Date(now.getTime() + backoffMs(job.attempts)), error);
}

/**
 * The job behind every bank transfer. The first run sends; later runs (after a time-out, a crash or
 * "processing") requery, so a payout is never sent twice under one reference by this code.
 */
export function bankTransferJob(money: Money) {
  return async (job: Job): Promise<void> => {
    // With its owner's wallet account, which settling in one statement names.
    const row = await money.ctx.db
      .selectFrom('transactions')
      .innerJoin('wallets', 'wallets.userId', 'transactions.userId')
      .selectAll('transactions')
      .select('wallets.accountId as walletAccountId')
      .where('transactions.id', '=', job.subjectId)
      .executeTakeFirst();
    if (!row || (row.status !== 'pending' && row.status !== 'processing')) {
      await finishJob(money.ctx.db, job.id);
      return;
    }
    const request = payoutRequest(row);
    let outcome: PayoutOutcome | null = null;
    let error: string | null = null;
    try {
      outcome =
        job.attempts <= 1 ? await money.provider.send(request) : await money.provider.requery(request);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    await apply(money, job, row, outcome, error);
  };
}
