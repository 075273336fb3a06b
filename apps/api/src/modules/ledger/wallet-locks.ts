import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { kobo, type TransactionRow, type WalletRow } from '../../db/money-schema';
import { startOfLagosDay } from '../wallet/lagos-day';
import type { Trx } from './post';

export interface LockedWallet extends Omit<WalletRow, 'balance' | 'held'> {
  balance: number;
  held: number;
  /** balance - open holds: what may still be spent. */
  available: number;
  /** The payer's naira debits so far today (amount + fee), read with the wallet when asked for (`Payer`). */
  usedToday?: number;
}

/**
 * Whose wallet pays, and when: an unlocked read (a check before the PIN) gets the row with the day's
 * debits so far in the same statement. Never a locked read: see lockWallets.
 */
export interface Payer {
  userId: string;
  now: Date;
}

/**
 * Naira debits that count against a day's limit: everything not given back (amount + fee), from `since`.
 * Tier limits are in naira. One expression for the wallet reads below and for `usedToday` (limits.ts).
 */
export function debitsSince(userId: ReturnType<typeof sql.ref> | string, since: Date) {
  const owner = typeof userId === 'string' ? sql`${userId}::uuid` : userId;
  return sql<string>`(select coalesce(sum(t.amount + t.fee), 0) from transactions t
    where t.user_id = ${owner} and t.currency = 'NGN' and t.direction = 'debit'
      and t.status in ('pending', 'processing', 'completed') and t.created_at >= ${since})`;
}

/** The payer's row gets its day's debits; the others none (a recipient's debits are not this payment's business). */
function usage(payer: Payer) {
  return sql<
    string | null
  >`case when wallets.user_id = ${payer.userId}::uuid then ${debitsSince(sql.ref('wallets.user_id'), startOfLagosDay(payer.now))} end`.as(
    'usedToday',
  );
}

function walletsOf(rows: (WalletRow & { usedToday?: string | null })[]): Map<string, LockedWallet> {
  const out = new Map<string, LockedWallet>();
  for (const { usedToday, ...row } of rows) {
    const balance = kobo(row.balance);
    const held = kobo(row.held);
    out.set(row.userId, {
      ...row,
      balance,
      held,
      available: balance - held,
      ...(usedToday != null && { usedToday: kobo(usedToday) }),
    });
  }
  return out;
}

/**
 * Locks wallets for the rest of the transaction, always in user-id order so two transfers between
 * the same pair of people cannot deadlock. Every change to a wallet's money happens under this lock.
 */
export async function lockWallets(trx: Trx, userIds: string[]): Promise<Map<string, LockedWallet>> {
  const ids = [...new Set(userIds)].sort();
  // No day's debits here (`Payer`): a read that waited for the lock still sees the snapshot taken
  // before it waited, so a debit committed meanwhile would be missing from the sum. checkPayment sums
  // them in a statement of its own, after the lock is held.
  const rows = await trx
    .selectFrom('wallets')
    .selectAll()
    .where('userId', 'in', ids)
    .orderBy('userId')
    .forUpdate()
    .execute();
  return walletsOf(rows);
}

/**
 * The wallets as they are now, unlocked: for checks that move nothing (a quote). Whatever they allow
 * is checked again under the locks when the money moves.
 */
export async function readWallets(
  db: Db,
  userIds: string[],
  payer?: Payer,
): Promise<Map<string, LockedWallet>> {
  const rows = await db
    .selectFrom('wallets')
    .selectAll()
    .$if(payer !== undefined, (query) => query.select(usage(payer as Payer)))
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  return walletsOf(rows);
}

export async function lockWallet(trx: Trx, userId: string): Promise<LockedWallet> {
  const wallet = (await lockWallets(trx, [userId])).get(userId);
  if (!wallet) throw new Error(`ledger: no wallet for user ${userId}`);
  return wallet;
}

/** A transaction still waiting on a provider, locked with its owner's wallet. */
export interface LockedOpenTransaction {
  row: TransactionRow;
  wallet: LockedWallet;
}

/**
 * Locks the owner's wallet, then the transaction row (the order every money path uses), and returns
 * both if the transaction's status is still one of `open`: another replica, or a webhook, may have
 * settled it meanwhile.
 */
export async function lockOpenTransaction(
  trx: Trx,
  id: string,
  userId: string,
  open: readonly TransactionRow['status'][],
): Promise<LockedOpenTransaction | undefined> {
  const wallet = await lockWallet(trx, userId);
  const row = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && open.includes(row.status) ? { row, wallet } : undefined;
}
