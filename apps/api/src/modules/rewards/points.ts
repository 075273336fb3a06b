import { KOBO_PER_POINT_EARNED, type RewardEntry } from '@owo/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../ledger/post';

/**
 * Points are not money and are never stored as a balance: they are worked out from the bills a person
 * completed (1 per ₦100 of the amount; a bill later refunded or reversed gives its points back) less the
 * points redeemed. So a purchase's points appear exactly when it completes, and go when it is refunded,
 * without the bills flow knowing rewards exist.
 */
const EARNING = ['completed', 'refunded', 'reversed'] as const;

export async function pointsBalance(db: Db | Trx, userId: string): Promise<number> {
  const { rows } = await sql<{ earned: string | number; redeemed: string | number }>`
    select
      (select coalesce(sum(floor(amount / ${KOBO_PER_POINT_EARNED})), 0) from transactions
        where user_id = ${userId} and type = 'bill' and status = 'completed') as earned,
      (select coalesce(sum(points), 0) from reward_redemptions where user_id = ${userId}) as redeemed`.execute(
    db,
  );
  const row = rows[0];
  return Number(row?.earned ?? 0) - Number(row?.redeemed ?? 0);
}

/** The newest `limit` lines of the points history: earned, taken back, redeemed. */
export async function pointsHistory(db: Db, userId: string, limit = 50): Promise<RewardEntry[]> {
  const bills = await db
    .selectFrom('transactions as t')
    .leftJoin('billPurchases as b', 'b.transactionId', 't.id')
    .select([
      't.id',
      't.reference',
      't.amount',
      't.status',
      't.createdAt',
      't.updatedAt',
      'b.billerName',
      'b.productName',
    ])
    .where('t.userId', '=', userId)
    .where('t.type', '=', 'bill')
    .where('t.status', 'in', [...EARNING])
    .where(sql<boolean>`t.amount >= ${KOBO_PER_POINT_EARNED}`)
    .orderBy('t.createdAt', 'desc')
    .limit(limit)
    .execute();
  const redemptions = await db
    .selectFrom('rewardRedemptions as r')
    .innerJoin('transactions as t', 't.id', 'r.transactionId')
    .select(['r.id', 'r.points', 'r.createdAt', 't.reference'])
    .where('r.userId', '=', userId)
    .orderBy('r.createdAt', 'desc')
    .limit(limit)
    .execute();
  const entries: RewardEntry[] = [];
  for (const bill of bills) {
    const points = Math.floor(Number(bill.amount) / KOBO_PER_POINT_EARNED);
    const what = [bill.billerName, bill.productName].filter(Boolean).join(' ') || 'Bill payment';
    entries.push({
      id: `earned:${bill.id}`,
      kind: 'earned',
      points,
      description: what,
      reference: bill.reference,
      createdAt: bill.createdAt.toISOString(),
    });
    if (bill.status !== 'completed') {
      entries.push({
        id: `taken_back:${bill.id}`,
        kind: 'taken_back',
        points: -points,
        description: `${what} was ${bill.status}`,
        reference: bill.reference,
        createdAt: bill.updatedAt.toISOString(),
      });
    }
  }
  for (const r of redemptions) {
    entries.push({
      id: `redeemed:${r.id}`,
      kind: 'redeemed',
      points: -r.points,
      description: 'Redeemed into your wallet',
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
