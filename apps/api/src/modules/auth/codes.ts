import { ERROR_CODES } from '@owo/core/contract';
import { addMs, type Clock } from '../../clock';
import { keyedHash, randomCode, safeEqual } from '../../crypto/tokens';
import type { Db } from '../../db/database';
import type { CodePurpose } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const invalid = (message = 'Invalid verification code') =>
  new HttpError(400, ERROR_CODES.invalidCode, message);

/**
 * One-time codes sent by email: 6 CSPRNG digits, kept only as an HMAC, single use, 10 minutes,
 * 5 tries. Issuing a code retires the user's earlier ones for the same purpose.
 */
export function createCodes(db: Db, clock: Clock, key: string) {
  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    keyedHash(key, `${purpose}:${userId}:${code}`);

  return {
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const code = randomCode();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('verificationCodes')
          .set({ consumedAt: now })
          .where('userId', '=', userId)
          .where('purpose', '=', purpose)
          .where('consumedAt', 'is', null)
          .execute();
        await trx
          .insertInto('verificationCodes')
          .values({
            userId,
            purpose,
            codeHash: digest(userId, purpose, code),
            expiresAt: addMs(now, CODE_TTL_MS),
            createdAt: now,
          })
          .execute();
      });
      return code;
    },

    /**
     * Spends the code and returns its user, or throws a 400 saying why not. The try is counted before the comparison,
     * so parallel guesses cannot get more than five between them.
     */
    async consume(userId: string | undefined, purpose: CodePurpose, code: string): Promise<string> {
      if (!userId) throw invalid();
      const now = clock.now();
      const current = await db
        .selectFrom('verificationCodes')
        .select(['id', 'codeHash', 'attempts', 'expiresAt'])
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      if (!current) throw invalid();
      if (current.expiresAt <= now) {
        throw new HttpError(400, ERROR_CODES.codeExpired, 'This code has expired. Please request a new one.');
      }
      const counted = await db
        .updateTable('verificationCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', current.id)
        .where('consumedAt', 'is', null)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst();
      if (!counted) {
        throw new HttpError(
          400,
          ERROR_CODES.tooManyAttempts,
          'Too many incorrect attempts. Please request a new code.',
        );
      }
      if (safeEqual(current.codeHash, digest(userId, purpose, code))) {
        const spent = await db
          .updateTable('verificationCodes')
          .set({ consumedAt: now })
          .where('id', '=', current.id)
          .where('consumedAt', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows === 1n) return userId;
        throw invalid();
      }
      const left = CODE_MAX_ATTEMPTS - counted.attempts;
      if (left === 0) {
        throw new HttpError(
          400,
          ERROR_CODES.tooManyAttempts,
          'Incorrect code, and that was the last try. Please request a new code.',
        );
      }
      throw invalid(`Invalid verification code. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
