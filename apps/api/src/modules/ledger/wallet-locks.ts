import type { Db } from '../../db/database';
import { kobo, type TransactionRow, type WalletRow } from '../../db/money-schema';
import { lagosDayNumber } from '../wallet/lagos-day';
import type { Trx } from './post';

export interface LockedWallet extends Omit<WalletRow, 'balance' | 'held' | 'dayDebits'> {
  balance: number;
  held: number;
  /** balance - open holds: what may still be spent. */
  available: number;
  /** The naira debits of the day `debitsDay` (see `usedToday`). */
  dayDebits: number;
}

/**
 * The wallet's naira debits so far on the Lagos day of `now` (amount + fee, everything not given back),
 * from its own row (migration 0018): read under the wallet's lock, it already counts every debit committed
 * before the lock was granted.
 */
export function usedToday(wallet: Pick<LockedWallet, 'debitsDay' | 'dayDebits'>, now: Date): number {
  return wallet.debitsDay === lagosDayNumber(now) ? wallet.dayDebits : 0;
}

/** Wallet rows as the checks read them, by owner. */
export function walletsOf(rows: WalletRow[]): Map<string, LockedWallet> {
  const out = new Map<string, LockedWallet>();
  for (const row of rows) {
    const balance = kobo(row.balance);
    const held = kobo(row.held);
    out.set(row.userId, { ...row, balance, held, available: balance - held, dayDebits: kobo(row.dayDebits) });
  }
  return out;
}

/**
 * Locks wallets for the rest of the transaction, always in user-id order so two transfers between
 * the same pair of people cannot deadlock. Every change to a wallet's money happens under this lock.
 */
export async function lockWallets(trx: Trx, userIds: string[]): Promise<Map<string, LockedWallet>> {
  const ids = [...new Set(userIds)].sort();
  // A row read FOR UPDATE comes back as it is once the lock is granted (not as the statement's snapshot
  // saw it), so its day's debits count every debit committed while this one waited.
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
export async function readWallets(db: Db, userIds: string[]): Promise<Map<string, LockedWallet>> {
  return walletsOf(await walletsQuery(db, userIds).execute());
}

/** readWallets' read, for a caller that runs it in a statement of its own making (an Idempotency-Key's claim). */
export function walletsQuery(db: Db, userIds: string[]) {
  return db
    .selectFrom('wallets')
    .selectAll()
    .where('userId', 'in', [...new Set(userIds)]);
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
