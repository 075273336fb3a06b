import { ERROR_CODES } from '@owo/core/contract';
import { addMs, type Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';

/**
 * Failed sign-ins per account, kept in the database so every API replica sees them. The key is the
 * account when it exists (email and username share one budget) and the typed identifier otherwise,
 * so unknown accounts lock exactly like real ones and a 429 reveals nothing.
 */
export function createLoginThrottle(db: Db, clock: Clock, maxFailures: number, lockMinutes: number) {
  const windowMs = lockMinutes * 60_000;

  return {
    keyFor(userId: string | undefined, identifier: string): string {
      return userId ? `user:${userId}` : `identifier:${identifier.trim().toLowerCase()}`;
    },

    async assertOpen(key: string): Promise<void> {
      const row = await db
        .selectFrom('loginThrottle')
        .select('lockedUntil')
        .where('key', '=', key)
        .executeTakeFirst();
      const now = clock.now();
      if (row?.lockedUntil && row.lockedUntil > now) {
        const minutes = Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000));
        throw new HttpError(
          429,
          ERROR_CODES.rateLimited,
          `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
        );
      }
    },

    async recordFailure(key: string): Promise<void> {
      const now = clock.now();
      const windowStart = addMs(now, -windowMs);
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('loginThrottle')
          .select(['failures', 'windowStartedAt'])
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirst();
        const fresh = !row || row.windowStartedAt <= windowStart;
        const failures = fresh ? 1 : row.failures + 1;
        const values = {
          failures,
          windowStartedAt: fresh ? now : row.windowStartedAt,
          lockedUntil: failures >= maxFailures ? addMs(now, windowMs) : null,
        };
        await trx
          .insertInto('loginThrottle')
          .values({ key, ...values })
          .onConflict((oc) => oc.column('key').doUpdateSet(values))
          .execute();
      });
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
