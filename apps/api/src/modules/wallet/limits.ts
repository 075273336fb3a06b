import { formatMoney, MONEY_ERROR_CODES, type TierLimits } from '@owo/core/contract';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';
import { HttpError } from '../../http/errors';
import type { MoneyConfig } from '../../money-config';
import { type LockedWallet, usedToday } from '../ledger/wallet-locks';

export function tierLimits(config: MoneyConfig, tier: number): TierLimits {
  const found = config.tiers.find((t) => t.tier === tier) ?? config.tiers[0];
  if (!found) throw new Error('no tiers configured');
  return found;
}

/** Naira debits that count against today's limit: everything not given back (amount + fee). Tier limits are in naira. */
export async function usedTodayBy(db: Db, userId: string, now: Date): Promise<number> {
  const wallet = await db
    .selectFrom('wallets')
    .select(['debitsDay', 'dayDebits'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return wallet ? usedToday({ debitsDay: wallet.debitsDay, dayDebits: kobo(wallet.dayDebits) }, now) : 0;
}

const limitExceeded = (message: string) => new HttpError(422, MONEY_ERROR_CODES.limitExceeded, message);

/** The wallets a payment touches: the payer's, and the recipient's when the money stays in Owo. */
export interface PaymentWallets {
  from: LockedWallet;
  to?: LockedWallet | undefined;
}

/**
 * The money check every payment passes, in the order a person can act on it: the single-transaction
 * limit, the daily limit, the balance (amount + fee), then the recipient's maximum balance. A quote runs
 * it on the wallets as they are (readWallets) before the PIN is asked; paying runs it again under the
 * wallets' row locks, so the two cannot disagree on what is checked or in which order.
 */
export function checkPayment(
  config: MoneyConfig,
  { from, to }: PaymentWallets,
  amount: number,
  fee: number,
  now: Date,
): void {
  checkDebit(config, from, amount, amount + fee, now);
  if (to) checkCredit(config, to, amount, 'their');
}

/**
 * Checks a debit of `total` (amount + fee) against the wallet's tier and funds. Under the wallet's row
 * lock, the wallet row's day's debits count every debit committed before: the one that crosses is refused.
 */
function checkDebit(
  config: MoneyConfig,
  wallet: LockedWallet,
  amount: number,
  total: number,
  now: Date,
): void {
  const limits = tierLimits(config, wallet.tier);
  if (amount > limits.singleTransaction) {
    throw limitExceeded(
      `This is above your single-transaction limit of ${formatMoney(limits.singleTransaction)} (${limits.name}).`,
    );
  }
  const used = usedToday(wallet, now);
  if (used + total > limits.daily) {
    throw limitExceeded(
      `This would take you past your daily limit of ${formatMoney(limits.daily)} (${limits.name}); ${formatMoney(Math.max(0, limits.daily - used))} is left today.`,
    );
  }
  if (total > wallet.available) {
    throw new HttpError(
      422,
      MONEY_ERROR_CODES.insufficientFunds,
      `Insufficient funds: you need ${formatMoney(total)} and your available balance is ${formatMoney(wallet.available)}.`,
    );
  }
}

/** A credit may not take a wallet past its tier's maximum balance. */
export function checkCredit(
  config: MoneyConfig,
  wallet: LockedWallet,
  amount: number,
  whose: 'your' | 'their',
): void {
  const { maxBalance, name } = tierLimits(config, wallet.tier);
  if (maxBalance !== null && wallet.balance + amount > maxBalance) {
    throw limitExceeded(
      whose === 'your'
        ? `This would take the balance past its maximum of ${formatMoney(maxBalance)} (${name}).`
        : `The recipient cannot receive this amount: it would take their balance past their tier's maximum.`,
    );
  }
}
