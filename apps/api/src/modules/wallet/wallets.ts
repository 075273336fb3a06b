import { randomInt } from 'node:crypto';
import { nuban } from '@owo/core/contract';
import type { Db } from '../../db/database';
import { walletAccountCode } from '../ledger/accounts';

function randomSerial(): string {
  return String(randomInt(0, 1_000_000_000)).padStart(9, '0');
}

/**
 * The user's wallet: a ledger account and a unique NUBAN under Owo's bank code. Created in the transaction
 * that verifies the email (pass that transaction as `db`), so every verified user has one; the API's start
 * gives one to users verified before wallets existed (`ensureWallets`) and GET /wallet calls it again as a
 * safety net, a no-op for a wallet that exists. Money routes rely on it and do not ask again. Safe to race:
 * the account code and the user id are unique, so one creation wins.
 */
export async function ensureWallet(db: Db, userId: string, bankCode: string): Promise<void> {
  const exists = await db
    .selectFrom('wallets')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (exists) return;
  const code = walletAccountCode(userId);
  await db
    .insertInto('ledgerAccounts')
    .values({ code, kind: 'wallet', ownerId: userId })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const account = await db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  for (let attempt = 0; attempt < 20; attempt++) {
    const accountNumber = nuban(bankCode, randomSerial());
    const taken = await db
      .selectFrom('wallets')
      .select('userId')
      .where('accountNumber', '=', accountNumber)
      .executeTakeFirst();
    if (taken) continue;
    const inserted = await db
      .insertInto('wallets')
      .values({ userId, accountId: account.id, accountNumber })
      .onConflict((oc) => oc.doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (inserted) return;
    const mine = await db
      .selectFrom('wallets')
      .select('userId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (mine) return;
  }
  throw new Error('could not find a free account number');
}

/** Every verified user has a wallet, including the ones verified before wallets existed. */
export async function ensureWallets(db: Db, bankCode: string): Promise<void> {
  const missing = await db
    .selectFrom('users')
    .leftJoin('wallets', 'wallets.userId', 'users.id')
    .select('users.id')
    .where('users.emailVerifiedAt', 'is not', null)
    .where('wallets.userId', 'is', null)
    .execute();
  for (const { id } of missing) await ensureWallet(db, id, bankCode);
}
