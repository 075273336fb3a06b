import type { TransactionList, TransactionType } from '@owo/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TransactionRow } from '../../db/money-schema';
import { startOfLagosDay } from '../wallet/lagos-day';
import { toTransaction } from './transaction-view';

export interface ListFilters {
  page: number;
  limit: number;
  direction?: 'credit' | 'debit' | undefined;
  status?: string | undefined;
  type?: TransactionType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon in Lagos on a yyyy-mm-dd day, whose Lagos midnight is then exact whatever the offset. */
function lagosDay(day: string): Date {
  return startOfLagosDay(new Date(`${day}T12:00:00+01:00`));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A user's transactions, newest first, filtered and paged. */
export async function listTransactions(db: Db, userId: string, f: ListFilters): Promise<TransactionList> {
  let query = db.selectFrom('transactions').where('userId', '=', userId);
  if (f.direction) query = query.where('direction', '=', f.direction);
  if (f.status) query = query.where('status', '=', f.status as never);
  if (f.type) query = query.where('type', '=', f.type);
  if (f.from) query = query.where('createdAt', '>=', lagosDay(f.from));
  if (f.to) query = query.where('createdAt', '<', new Date(lagosDay(f.to).getTime() + DAY_MS));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('reference', 'ilike', like),
        eb('narration', 'ilike', like),
        eb(sql<string>`counterparty->>'name'`, 'ilike', like),
        eb(sql<string>`counterparty->>'username'`, 'ilike', like),
        eb(sql<string>`counterparty->>'accountNumber'`, 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { transactions: rows.map(toTransaction), total: Number(count.n), page: f.page, limit: f.limit };
}

/**
 * One of the user's own transactions by its reference (of one type, when given): another user's
 * reference finds nothing, as an unknown one does.
 */
export function ownTransaction(
  db: Db,
  userId: string,
  reference: string,
  type?: TransactionRow['type'],
): Promise<TransactionRow | undefined> {
  let query = db
    .selectFrom('transactions')
    .selectAll()
    .where('reference', '=', reference)
    .where('userId', '=', userId);
  if (type) query = query.where('type', '=', type);
  return query.executeTakeFirst();
}
