import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { kobo, type TransactionRow, type TransactionsTable } from '../../db/money-schema';
import { unlessRefused } from '../../db/refused-write';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../ledger/accounts';
import { closeHold } from '../ledger/holds';
import { type Cte, type EntryInput, postingCtes, type Trx, withAll, withCtes } from '../ledger/post';
import { assertTransition } from '../ledger/statuses';
import type { LockedOpenTransaction, LockedWallet } from '../ledger/wallet-locks';
import { countDebit } from '../wallet/day-debits';
import { moneyAlertCtes } from './money-alerts';
import type { Notice } from './notify';

/**
 * The held debit every outside payment uses (a bank transfer, a bill, a card funding): the amount and
 * its fee are held on the payer's wallet while the provider works, then either posted together (the
 * amount to the provider's account, the fee to fee revenue) or given back. Money is never debited and
 * refunded, and a fee that was held is always the fee that is collected.
 */

/** The transaction's own fields; the hold's are set here. */
export type HeldDebitValues = Omit<
  Insertable<TransactionsTable>,
  'direction' | 'status' | 'holdAmount' | 'holdStatus' | 'userId'
> & { amount: number; fee: number; createdAt: Date };

/** The durable job that carries a held debit to its end (asks the provider, settles or voids it). */
export interface HeldDebitJob {
  kind: string;
  runAt: Date;
}

/**
 * Opens the hold for amount + fee on the locked wallet, writes the pending transaction and queues `job`
 * for it, and whatever else the caller writes with it (`also`, a bank transfer's recents): one statement,
 * in the caller's transaction. The caller has checked the limits under the same
 * lock (checkPayment). The hold is a data-modifying CTE, so it runs whether or not it is read, and the
 * wallet's check (balance - held >= 0) refuses the whole statement if it would overdraw.
 *
 * A statement with no transaction around it passes its own checks instead (paymentChecks' CTEs in `also`,
 * and `required`): the hold's amount is written only through them, so the statement fails whole when
 * they do.
 */
export async function openHeldDebit(
  trx: Trx | Db,
  wallet: Pick<LockedWallet, 'userId' | 'accountId'>,
  values: HeldDebitValues,
  job: HeldDebitJob,
  also: Cte[] = [],
  required?: RawBuilder<boolean>,
): Promise<TransactionRow> {
  const total = values.amount + values.fee;
  const holdAmount = required ? sql<number>`case when ${required} then ${total}::bigint end` : total;
  return withAll(trx, also)
    .with('hold', (db) =>
      db
        .updateTable('wallets')
        // The debit counts into the day's debits as it opens (countDebit), in the hold's own update.
        .set({ held: sql`held + ${total}`, ...countDebit(total, values.createdAt) })
        .where('accountId', '=', wallet.accountId),
    )
    .with('debit', (db) =>
      db
        .insertInto('transactions')
        .values({
          ...values,
          userId: wallet.userId,
          direction: 'debit',
          status: 'pending',
          holdAmount,
          holdStatus: 'open',
        })
        .returningAll(),
    )
    .with('job', (db) =>
      db
        .insertInto('jobs')
        .columns(['kind', 'subjectId', 'runAt'])
        .expression((eb) =>
          eb
            .selectFrom('debit')
            .select([
              sql<string>`${job.kind}::text`.as('kind'),
              'debit.id',
              sql<Date>`${job.runAt}::timestamptz`.as('runAt'),
            ]),
        )
        .onConflict((oc) => oc.columns(['kind', 'subjectId']).doNothing()),
    )
    .selectFrom('debit')
    .selectAll()
    .executeTakeFirstOrThrow() as Promise<TransactionRow>;
}

/** Where a settled debit's money goes: ids read before the transaction (PGlite has one connection). */
export interface SettleAccounts {
  /** The account the amount goes to (a provider's float, an FX account). */
  to: string;
  fees: string;
}

export async function settleAccounts(db: Db, toCode: string): Promise<SettleAccounts> {
  return {
    to: await systemAccountId(db, toCode),
    fees: await systemAccountId(db, SYSTEM_ACCOUNTS.fees),
  };
}

/**
 * The provider confirmed: the hold closes and one posting moves amount + fee off the wallet (the
 * amount to `accounts.to`, the fee to fee revenue); the transaction is completed. A conversion adds its
 * other currency's legs in `posting.legs` (dollars from fx:USD to the card), so the naira leaving and
 * the dollars arriving are one posting. With `alert`, the payer's money alert and `alert.notices` are
 * recorded too (queueMoneyAlert's work: the wallet is locked, so its balance after is known), and `also` is
 * whatever else the caller writes with it (its job done). All of it is one statement. Returns the posting.
 */
export async function settleHeldDebit(
  trx: Trx,
  open: LockedOpenTransaction,
  accounts: SettleAccounts,
  posting: { kind: string; description: string; legs?: EntryInput[] },
  now: Date,
  alert?: { notices: Notice[] },
  also: Cte[] = [],
): Promise<string> {
  const { row, wallet } = open;
  // With its alert, the row keeps the balance right after (the wallet is locked and moves by amount + fee).
  const balanceAfter = sql<number>`${alert ? wallet.balance - kobo(row.amount) - kobo(row.fee) : null}::bigint`;
  const settled = settleCtes(row, wallet.accountId, accounts, posting, now, balanceAfter, alert, also);
  await sql`${withCtes(settled.ctes)} select 1`.execute(trx);
  return settled.postingId;
}

/**
 * settleHeldDebit as one statement with no transaction around it, for the debit as the caller read it
 * (`row`, unlocked; `walletAccountId`, its owner's wallet): the statement locks the wallet, then the row
 * (the order lockOpenTransaction keeps), and settles only if the row is still as read (the same status,
 * its hold open); else it fails whole (`owo_require`) and nothing is written. Four round trips fewer
 * (BEGIN, both locks, COMMIT). Undefined when it refused: another run or replica settled the row since,
 * and the caller's transaction, which locks first, sees how.
 */
export async function settleHeldDebitAtOnce(
  db: Db,
  row: TransactionRow,
  walletAccountId: string,
  accounts: SettleAccounts,
  posting: { kind: string; description: string; legs?: EntryInput[] },
  now: Date,
  alert?: { notices: Notice[] },
  also: Cte[] = [],
): Promise<string | undefined> {
  const total = kobo(row.amount) + kobo(row.fee);
  const locks: Cte[] = [
    [
      'locked_wallet',
      sql`select balance from wallets where account_id = ${walletAccountId}::uuid and user_id = ${row.userId}::uuid for update`,
    ],
    [
      'locked_row',
      sql`select status, hold_status, hold_amount from transactions
        where id = ${row.id}::uuid and exists (select 1 from locked_wallet) for update`,
    ],
  ];
  const asRead = sql<boolean>`(select r.status = ${row.status} and r.hold_status = 'open'
    and r.hold_amount = ${kobo(row.holdAmount)}::bigint from locked_row r)`;
  const balanceAfter = alert
    ? sql<number>`(select balance from locked_wallet) - ${total}::bigint`
    : sql<number>`null::bigint`;
  const settled = settleCtes(row, walletAccountId, accounts, posting, now, balanceAfter, alert, also);
  // The statement's own query checks the row as locked, before the CTEs that write run (PostgreSQL runs
  // those nobody reads once the query is done), and refuses the whole statement if it is not as read.
  const statement = sql`${withCtes([...locks, ...settled.ctes])} select owo_require(${asRead})`;
  return unlessRefused(statement.execute(db).then(() => settled.postingId));
}

/** What settling writes (see settleHeldDebit): `balanceAfter` is the row's balance right after. */
function settleCtes(
  row: TransactionRow,
  walletAccountId: string,
  accounts: SettleAccounts,
  posting: { kind: string; description: string; legs?: EntryInput[] },
  now: Date,
  balanceAfter: RawBuilder<number>,
  alert: { notices: Notice[] } | undefined,
  also: Cte[],
): { postingId: string; ctes: Cte[] } {
  assertTransition(row.status, 'completed');
  const amount = kobo(row.amount);
  const fee = kobo(row.fee);
  const entries: EntryInput[] = [
    { accountId: walletAccountId, direction: 'debit', amount: amount + fee },
    { accountId: accounts.to, direction: 'credit', amount },
  ];
  if (fee > 0) entries.push({ accountId: accounts.fees, direction: 'credit', amount: fee });
  const { legs = [], ...described } = posting;
  // The hold closes in the same update that posts the debit (postingCtes' `released`).
  const settled = postingCtes(
    [{ ...described, at: now, entries: [...entries, ...legs] }],
    new Map([[walletAccountId, kobo(row.holdAmount)]]),
  );
  const postingId = settled.ids[0] as string;
  const completed: Cte = [
    'completed',
    sql`update transactions
      set status = 'completed', hold_status = 'posted', posting_id = ${postingId}::uuid, updated_at = ${now},
        balance_after = ${balanceAfter}
      where id = ${row.id}::uuid`,
  ];
  const alerts = alert ? moneyAlertCtes(now, row.id, [row.userId], alert.notices) : [];
  return { postingId, ctes: [...settled.ctes, completed, ...alerts, ...also] };
}

/** The provider refused (or the payment was called off): the hold is voided and nothing is posted. */
export async function voidHeldDebit(
  trx: Trx,
  open: LockedOpenTransaction,
  reason: string,
  now: Date,
): Promise<void> {
  const { row, wallet } = open;
  assertTransition(row.status, 'failed');
  await closeHold(trx, wallet.accountId, kobo(row.holdAmount));
  await trx
    .updateTable('transactions')
    .set({ status: 'failed', holdStatus: 'voided', failureReason: reason, updatedAt: now })
    .where('id', '=', row.id)
    .execute();
}
