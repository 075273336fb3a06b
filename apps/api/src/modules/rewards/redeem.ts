import {
  formatMoney,
  MIN_POINTS_MESSAGE,
  MIN_POINTS_REDEEMED,
  POINT_VALUE_KOBO,
  TIER_ERROR_CODES,
  type Transaction,
} from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../ledger/accounts';
import { post } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { type Claim, completeKey, withIdempotency } from '../money/idempotency';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { newReference } from '../transactions/references';
import { toTransaction } from '../transactions/transaction-view';
import { checkCredit } from '../wallet/limits';
import { pointsBalance } from './points';

type Answer = { status: true; message: string; data: Transaction };

/**
 * Points into the wallet at ₦1 each. The points balance is read under the wallet's row lock, so
 * redemptions of the same points one after another or all at once spend them once; the credit is a
 * posting from the rewards account (the promotion's cost), with the redemption, the transaction, the
 * alert and (under a `claim`) the key's answer in the same transaction.
 */
export async function creditPoints(
  ctx: AppContext,
  user: UserRow,
  points: number,
  claim?: Claim,
): Promise<Answer> {
  if (points < MIN_POINTS_REDEEMED) {
    throw new HttpError(422, TIER_ERROR_CODES.insufficientPoints, MIN_POINTS_MESSAGE);
  }
  const rewards = await systemAccountId(ctx.db, SYSTEM_ACCOUNTS.rewards);
  const now = ctx.clock.now();
  const amount = points * POINT_VALUE_KOBO;
  return ctx.db.transaction().execute(async (trx): Promise<Answer> => {
    const wallet = await lockWallet(trx, user.id);
    const balance = await pointsBalance(trx, user.id);
    if (points > balance) {
      throw new HttpError(
        422,
        TIER_ERROR_CODES.insufficientPoints,
        `You have ${balance.toLocaleString('en-NG')} points; you cannot redeem ${points.toLocaleString('en-NG')}.`,
      );
    }
    checkCredit(ctx.config.money, wallet, amount, 'your');
    const postingId = await post(trx, {
      kind: 'reward_redemption',
      description: `${points} points redeemed by ${user.id}`,
      at: now,
      entries: [
        { accountId: rewards, direction: 'debit', amount },
        { accountId: wallet.accountId, direction: 'credit', amount },
      ],
    });
    const row = await trx
      .insertInto('transactions')
      .values({
        reference: newReference(now),
        userId: user.id,
        type: 'reward',
        direction: 'credit',
        amount,
        fee: 0,
        status: 'completed',
        counterparty: JSON.stringify({ name: 'Owo Rewards' }),
        narration: `${points.toLocaleString('en-NG')} points redeemed`,
        postingId,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rewardRedemptions')
      .values({ userId: user.id, points, transactionId: row.id, createdAt: now })
      .execute();
    await queueMoneyAlert(trx, now, row.id);
    await notify(trx, now, {
      userId: user.id,
      type: 'transaction',
      title: `${formatMoney(amount)} from your points`,
      body: `You redeemed ${points.toLocaleString('en-NG')} points into your wallet. Reference ${row.reference}.`,
    });
    const answer: Answer = { status: true, message: 'Points redeemed', data: toTransaction(row) };
    if (claim) await completeKey(trx, claim, 201, answer);
    return answer;
  });
}

/** POST /rewards/redeem: creditPoints under the Idempotency-Key (a refusal is not stored). */
export function redeemPoints(ctx: AppContext, req: FastifyRequest, user: UserRow, points: number) {
  return withIdempotency(ctx, req, user.id, async (claim) => ({
    status: 201,
    body: await creditPoints(ctx, user, points, claim),
  }));
}
