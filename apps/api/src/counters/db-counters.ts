import { sql } from 'kysely';
import { addMs, type Clock } from '../clock';
import type { Db } from '../db/database';
import type { CounterStore } from './counter-store';

/** Counters in the rate_counters table: one upsert a hit, atomic on PGlite and PostgreSQL alike. */
export function createDbCounters(db: Db, clock: Clock): CounterStore {
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      const stale = addMs(now, -windowMs);
      return db
        .insertInto('rateCounters')
        .values({ key, count: 1, lastAt: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_counters.last_at <= ${stale} then 1 else rate_counters.count + 1 end`,
            lastAt: now,
          }),
        )
        .returning(['count', 'lastAt'])
        .executeTakeFirstOrThrow();
    },

    async get(key, windowMs) {
      const row = await db
        .selectFrom('rateCounters')
        .select(['count', 'lastAt'])
        .where('key', '=', key)
        .where('lastAt', '>', addMs(clock.now(), -windowMs))
        .executeTakeFirst();
      return row ?? null;
    },

    async delete(key) {
      await db.deleteFrom('rateCounters').where('key', '=', key).execute();
    },

    async deletePrefix(prefix) {
      const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
      await db.deleteFrom('rateCounters').where('key', 'like', pattern).execute();
    },

    async close() {},
  };
}
