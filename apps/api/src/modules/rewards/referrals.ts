import { randomInt } from 'node:crypto';
import {
  formatMoney,
  REFERRAL_BONUS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_QUALIFYING_DEBIT,
  type Referral,
  TIER_ERROR_CODES,
} from '@owo/core/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http/errors';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../ledger/accounts';
import { post } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { newReference } from '../transactions/references';
import { tierLimits } from '../wallet/limits';

/** What the sweep needs of the app. */
type Sweep = Pick<AppContext, 'db' | 'clock' | 'config'>;

const invalidCode = () =>
  new HttpError(422, TIER_ERROR_CODES.invalidReferralCode, 'This referral code is not valid');

function newCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The person's referral code, made on first use (any replica may get there first; the column is unique). */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const row = await db
      .selectFrom('users')
      .select('referralCode')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (row.referralCode) return row.referralCode;
    try {
      await db
        .updateTable('users')
        .set({ referralCode: newCode() })
        .where('id', '=', userId)
        .where('referralCode', 'is', null)
        .execute();
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not find a free referral code');
}

/**
 * Registration with a code: the referrer it names, checked before the account is made (an unknown code is
 * a 422, whether or not the email is taken). Nobody refers themselves: not the same account, and not an
 * account with the same phone number.
 */
export async function referrerFor(
  db: Db,
  code: string | undefined,
  friend: { phoneNumber: string },
): Promise<string | null> {
  if (!code) return null;
  const referrer = await db
    .selectFrom('users')
    .select(['id', 'phoneNumber'])
    .where('referralCode', '=', code)
    .executeTakeFirst();
  if (!referrer) throw invalidCode();
  if (referrer.phoneNumber === friend.phoneNumber) {
    throw new HttpError(422, TIER_ERROR_CODES.invalidReferralCode, 'You cannot use your own referral code');
  }
  return referrer.id;
}

/** In the registration's transaction: one row per friend (friend_id is unique), so one bonus at most. */
export async function recordReferral(db: Db, referrerId: string, friendId: string): Promise<void> {
  await db
    .insertInto('referrals')
    .values({ referrerId, friendId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The friends a person referred: a first name and an initial, the state, the bonus once paid. */
export async function referralsOf(db: Db, userId: string): Promise<Referral[]> {
  const rows = await db
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.friendId')
    .select(['r.id', 'r.state', 'r.createdAt', 'u.firstName', 'u.lastName'])
    .where('r.referrerId', '=', userId)
    .orderBy('r.createdAt', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName.slice(0, 1)}.`,
    state: r.state,
    joinedAt: r.createdAt.toISOString(),
    bonus: r.state === 'paid' ? REFERRAL_BONUS : null,
  }));
}

/** Referrals whose friend is verified and has completed a qualifying debit, not yet paid. */
async function qualifying(db: Db) {
  const { rows } = await sql<{ id: string; referrerId: string; friendId: string; firstName: string }>`
    select r.id, r.referrer_id, r.friend_id, u.first_name
    from referrals r join users u on u.id = r.friend_id
    where r.state <> 'paid' and u.email_verified_at is not null
      and exists (
        select 1 from transactions t
        where t.user_id = r.friend_id and t.direction = 'debit' and t.status = 'completed'
          and t.type in ('user', 'bank', 'bill') and t.amount >= ${REFERRAL_QUALIFYING_DEBIT})
    limit 100`.execute(db);
  return rows;
}

/**
 * Pays one qualified referral, once: under the referrer's wallet lock, the referral turns paid only if it
 * was not (a second sweep, on this or another replica, finds nothing to do), and the bonus is posted from
 * the rewards account in the same transaction. A bonus that would pass the referrer's maximum balance
 * waits (qualified) for room.
 */
async function payBonus(
  ctx: Sweep,
  rewards: string,
  referral: Awaited<ReturnType<typeof qualifying>>[number],
) {
  const { db, clock, config } = ctx;
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, referral.referrerId);
    const { maxBalance } = tierLimits(config.money, wallet.tier);
    const roomy = maxBalance === null || wallet.balance + REFERRAL_BONUS <= maxBalance;
    if (!roomy) {
      await trx
        .updateTable('referrals')
        .set({ state: 'qualified', qualifiedAt: now })
        .where('id', '=', referral.id)
        .where('state', '=', 'joined')
        .execute();
      return;
    }
    const claimed = await trx
      .updateTable('referrals')
      .set({ state: 'paid', paidAt: now })
      .where('id', '=', referral.id)
      .where('state', '<>', 'paid')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    const postingId = await post(trx, {
      kind: 'referral_bonus',
      description: `Referral bonus for ${referral.friendId}`,
      at: now,
      entries: [
        { accountId: rewards, direction: 'debit', amount: REFERRAL_BONUS },
        { accountId: wallet.accountId, direction: 'credit', amount: REFERRAL_BONUS },
      ],
    });
    const row = await trx
      .insertInto('transactions')
      .values({
        reference: newReference(now),
        userId: referral.referrerId,
        type: 'reward',
        direction: 'credit',
        amount: REFERRAL_BONUS,
        fee: 0,
        status: 'completed',
        counterparty: JSON.stringify({ name: 'Owo Rewards' }),
        narration: `Referral bonus: ${referral.firstName} joined and paid`,
        postingId,
        createdAt: now,
        updatedAt: now,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('referrals').set({ transactionId: row.id }).where('id', '=', referral.id).execute();
    await queueMoneyAlert(trx, now, row.id);
    await notify(trx, now, {
      userId: referral.referrerId,
      type: 'transaction',
      title: `You earned ${formatMoney(REFERRAL_BONUS)}`,
      body: `${referral.firstName} joined with your code and made a first payment, so ${formatMoney(REFERRAL_BONUS)} is in your wallet. Reference ${row.reference}.`,
    });
  });
}

/** Looks for qualified referrals and pays them; safe on any number of replicas at once. */
export async function payQualifiedReferrals(ctx: Sweep): Promise<number> {
  const due = await qualifying(ctx.db);
  if (due.length === 0) return 0;
  const rewards = await systemAccountId(ctx.db, SYSTEM_ACCOUNTS.rewards);
  for (const referral of due) await payBonus(ctx, rewards, referral);
  return due.length;
}

/** Runs the referral sweep every `referralSweepMs`; returns the stop function. */
export function scheduleReferralSweep(ctx: AppContext): () => void {
  const timer = setInterval(
    () => ctx.background(() => payQualifiedReferrals(ctx)),
    ctx.config.tiers.referralSweepMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
