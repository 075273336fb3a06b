import { kobo, type WalletRow } from '../../db/money-schema';
import type { Trx } from './post';

export interface LockedWallet extends Omit<WalletRow, 'balance' | 'held'> {
  balance: number;
  held: number;
  /** balance - open holds: what may still be spent. */
  available: number;
}

/**
 * Locks wallets for the rest of the transaction, always in user-id order so two transfers between
 * the same pair of people cannot deadlock. Every change to a wallet's money happens under this lock.
 */
export async function lockWallets(trx: Trx, userIds: string[]): Promise<Map<string, LockedWallet>> {
  const ids = [...new Set(userIds)].sort();
  const rows = await trx
    .selectFrom('wallets')
    .selectAll()
    .where('userId', 'in', ids)
    .orderBy('userId')
    .forUpdate()
    .execute();
  const out = new Map<string, LockedWallet>();
  for (const row of rows) {
    const balance = kobo(row.balance);
    const held = kobo(row.held);
    out.set(row.userId, { ...row, balance, held, available: balance - held });
  }
  return out;
}

export async function lockWallet(trx: Trx, userId: string): Promise<LockedWallet> {
  const wallet = (await lockWallets(trx, [userId])).get(userId);
  if (!wallet) throw new Error(`ledger: no wallet for user ${userId}`);
  return wallet;
}
