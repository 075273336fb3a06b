import { formatMoney, MONEY_ERROR_CODES, type TierLimits } from '@owo/core/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';
import { HttpError } from '../../http/errors';
import type { MoneyConfig } from '../../money-config';
import type { Cte, StatementCondition } from '../ledger/post';
import { type LockedWallet, usedToday } from '../ledger/wallet-locks';
import { lagosDayNumber } from './lagos-day';

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

/**
 * checkPayment in SQL, for a statement that locks the wallets and moves the money at once: true for a
 * wallet row (`alias`: its user_id, tier, balance, held, debits_day and day_debits as locked) that passes
 * what checkPayment checks of it. `read` are the wallets as checkPayment passed them before the PIN; their
 * tiers' limits are the ones applied, so a wallet whose tier changed since fails (and the caller checks
 * again the long way, which says why). What depends on the tier alone (the single-transaction limit) was
 * settled by that check.
 */
export function paymentCondition(
  config: MoneyConfig,
  alias: string,
  { from, to }: PaymentWallets,
  amount: number,
  fee: number,
  now: Date,
): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const total = amount + fee;
  const debit = sql<boolean>`(${col('user_id')} = ${from.userId}::uuid and ${col('tier')} = ${from.tier}::int
    and ${col('balance')} - ${col('held')} >= ${total}::bigint
    and (case when ${col('debits_day')} = ${lagosDayNumber(now)}::int then ${col('day_debits')} else 0 end)
      + ${total}::bigint <= ${tierLimits(config, from.tier).daily}::bigint)`;
  if (!to) return debit;
  const { maxBalance } = tierLimits(config, to.tier);
  const room =
    maxBalance === null ? sql`true` : sql`${col('balance')} + ${amount}::bigint <= ${maxBalance}::bigint`;
  return sql<boolean>`(${debit} or (${col('user_id')} = ${to.userId}::uuid and ${col('tier')} = ${to.tier}::int and ${room}))`;
}

/** What a statement needs to check a payment's wallets itself (paymentChecks). */
export interface StatementChecks {
  /** `locked`: the wallets' rows, locked in user-id order (as lockWallets locks them); `checked`: its verdict. */
  ctes: Cte[];
  /** True, or the statement fails with SQLSTATE OW001 and writes nothing (`owo_require`, migration 0021). */
  required: RawBuilder<boolean>;
  /** A locked wallet's balance as the statement found it. */
  balanceOf: (userId: string) => RawBuilder<number>;
}

/**
 * checkPayment for a statement that moves the money with no transaction around it: it locks the wallets
 * and checks them as locked (paymentCondition), and whatever it writes is made to depend on `required`.
 * The caller must first run checkPayment on `read` (the single-transaction limit is settled there).
 * `also` is one more condition the statement must pass, with its CTEs (a PIN's settle, PinPass).
 */
export function paymentChecks(
  config: MoneyConfig,
  read: PaymentWallets,
  amount: number,
  fee: number,
  now: Date,
  also?: StatementCondition | null,
): StatementChecks {
  const ids = [read.from.userId, ...(read.to ? [read.to.userId] : [])].sort();
  const condition = paymentCondition(config, 'l', read, amount, fee, now);
  return {
    ctes: [
      [
        'locked',
        sql`select user_id, tier, balance, held, debits_day, day_debits from wallets
          where user_id in (${sql.join(ids.map((id) => sql`${id}::uuid`))}) order by user_id for update`,
      ],
      ['checked', sql`select count(*) = ${ids.length} and bool_and(${condition}) as ok from locked l`],
      ...(also?.ctes ?? []),
    ],
    required: also
      ? sql<boolean>`owo_require((select ok from checked) and ${also.ok})`
      : sql<boolean>`owo_require((select ok from checked))`,
    balanceOf: (userId) => sql<number>`(select l.balance from locked l where l.user_id = ${userId}::uuid)`,
  };
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
