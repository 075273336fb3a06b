import { ERROR_CODES } from '@owo/core/contract';
import { addMs, type Clock } from '../../clock';
import { keyedHash, randomCode, randomToken, safeEqual } from '../../crypto/tokens';
import type { Db } from '../../db/database';
import type { CodePurpose } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

const invalid = (message = 'Invalid verification code') =>
  new HttpError(400, ERROR_CODES.invalidCode, message);

/**
 * One-time codes sent by email: 6 CSPRNG digits, kept only as an HMAC, single use, 10 minutes, 5 tries.
 * Issuing a code retires the address's earlier ones for the same purpose.
 *
 * Codes belong to an address, not an account, so every check answers alike whether or not the address
 * has an account (issue 9): a request for an address without one stores a decoy (a hash no code can
 * match), and a guess at an address with no live code stores one on the spot. Tries, expiry and
 * messages then follow the same path and the same queries for every address.
 */
export function createCodes(db: Db, clock: Clock, key: string, perHour: number) {
  const digest = (email: string, purpose: CodePurpose, code: string) =>
    keyedHash(key, `${purpose}:${email}:${code}`);
  const decoyHash = () => keyedHash(key, `decoy:${randomToken()}`);

  async function store(
    email: string,
    purpose: CodePurpose,
    userId: string | null,
    codeHash: string,
    fromGuess = false,
  ) {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verificationCodes')
        .set({ consumedAt: now })
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('consumedAt', 'is', null)
        .execute();
      return trx
        .insertInto('verificationCodes')
        .values({
          userId,
          email,
          purpose,
          codeHash,
          fromGuess,
          expiresAt: addMs(now, CODE_TTL_MS),
          createdAt: now,
        })
        .returning(['id', 'codeHash', 'attempts', 'expiresAt', 'userId'])
        .executeTakeFirstOrThrow();
    });
  }

  return {
    /**
     * A 429 once the address has been sent `perHour` codes of this kind in the last hour. Decoys count
     * as sends, so the limit says nothing about whether the address has an account.
     */
    async assertCanSend(email: string, purpose: CodePurpose): Promise<void> {
      const now = clock.now();
      const row = await db
        .selectFrom('verificationCodes')
        .select((eb) => [eb.fn.countAll<string | number>().as('sent'), eb.fn.min('createdAt').as('oldest')])
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('fromGuess', '=', false)
        .where('createdAt', '>', addMs(now, -HOUR_MS))
        .executeTakeFirstOrThrow();
      if (Number(row.sent) < perHour || !row.oldest) return;
      const seconds = Math.max(
        1,
        Math.ceil((new Date(row.oldest).getTime() + HOUR_MS - now.getTime()) / 1000),
      );
      const minutes = Math.ceil(seconds / 60);
      throw new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `Too many codes requested for this email address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },

    /** A real code for the address (to be emailed); `userId` is the account it proves, if any. */
    async issue(email: string, purpose: CodePurpose, userId: string | null): Promise<string> {
      const code = randomCode();
      await store(email, purpose, userId, digest(email, purpose, code));
      return code;
    },

    /** What `issue` does for an address that must not get a code: the same row, that nothing can match. */
    async issueDecoy(email: string, purpose: CodePurpose): Promise<void> {
      await store(email, purpose, null, decoyHash());
    },

    /**
     * Spends the code and returns the account it was issued for (null for a code that proves only the
     * address), or throws a 400 saying why not. The try is counted before the comparison, so parallel
     * guesses cannot get more than five between them.
     */
    async consume(email: string, purpose: CodePurpose, code: string): Promise<{ userId: string | null }> {
      const now = clock.now();
      const current =
        (await db
          .selectFrom('verificationCodes')
          .select(['id', 'codeHash', 'attempts', 'expiresAt', 'userId'])
          .where('email', '=', email)
          .where('purpose', '=', purpose)
          .where('consumedAt', 'is', null)
          .orderBy('createdAt', 'desc')
          .executeTakeFirst()) ?? (await store(email, purpose, null, decoyHash(), true));
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
      if (safeEqual(current.codeHash, digest(email, purpose, code))) {
        const spent = await db
          .updateTable('verificationCodes')
          .set({ consumedAt: now })
          .where('id', '=', current.id)
          .where('consumedAt', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows === 1n) return { userId: current.userId };
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
