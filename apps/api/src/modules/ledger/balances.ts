import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';

/** Posted credits - posted debits of any account, from its entries (the only way for system accounts). */
export async function entryBalance(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select(
      sql<string>`coalesce(sum(case when direction = 'credit' then amount else -amount end), 0)`.as(
        'balance',
      ),
    )
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
  return kobo(row.balance);
}
