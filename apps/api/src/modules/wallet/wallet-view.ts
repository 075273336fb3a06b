import type { Wallet } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { kobo } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { tierLimits, usedTodayBy } from './limits';
import { ensureWallet } from './wallets';

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}

/** GET /wallet's answer: balances in kobo, the account to pay into, and the tier's limits. */
export async function walletView(ctx: AppContext, user: UserRow): Promise<Wallet> {
  const { db, config, clock } = ctx;
  await ensureWallet(db, user.id, config.money.bankCode);
  const row = await db
    .selectFrom('wallets')
    .selectAll()
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  const limits = tierLimits(config.money, row.tier);
  const balance = kobo(row.balance);
  return {
    balance,
    availableBalance: balance - kobo(row.held),
    currency: 'NGN',
    accountNumber: row.accountNumber,
    accountName: fullName(user),
    bankName: config.money.bankName,
    bankCode: config.money.bankCode,
    tier: row.tier,
    limits: {
      singleTransaction: limits.singleTransaction,
      daily: limits.daily,
      maxBalance: limits.maxBalance,
      usedToday: await usedTodayBy(db, user.id, clock.now()),
    },
  };
}
