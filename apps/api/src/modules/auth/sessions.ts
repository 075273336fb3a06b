import { ERROR_CODES } from '@owo/core/contract';
import { addMs, type Clock } from '../../clock';
import { keyedHash, randomToken, sha256 } from '../../crypto/tokens';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Trx } from '../ledger/post';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps a device signed in for 30 days; otherwise one day past the last refresh. */
export const REMEMBER_ME_MS = 30 * DAY_MS;
const BROWSER_SESSION_MS = DAY_MS;
/** How far a chain of rotations is followed inside the grace window. */
const MAX_CHAIN = 8;

export const refreshRefused = () =>
  new HttpError(401, ERROR_CODES.invalidRefresh, 'Your session has expired. Please sign in again.');

export interface IssuedSession {
  sessionId: string;
  userId: string;
  refreshToken: string;
  rememberMe: boolean;
}

interface Device {
  userAgent: string | null;
  ip: string | null;
  place?: string | null;
}

/**
 * Sessions are refresh-token families. A refresh token is rotated on every use; its successor is
 * derived from it with a server key, so a token rotated moments ago (another tab got there first)
 * yields the very same successor instead of a new branch. A rotated token seen after the grace
 * window means a copy is in use: the whole family is revoked.
 */
export function createSessions(db: Db, clock: Clock, key: string, graceMs: number) {
  const successorOf = (token: string) => keyedHash(key, `next:${token}`);
  const lifetime = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS);

  const lookup = (token: string) =>
    db
      .selectFrom('refreshTokens as t')
      .innerJoin('sessions as s', 's.id', 't.sessionId')
      .select([
        't.id as tokenId',
        't.rotatedAt',
        's.id as sessionId',
        's.userId',
        's.rememberMe',
        's.revokedAt',
        's.expiresAt',
      ])
      .where('t.tokenHash', '=', sha256(token))
      .executeTakeFirst();

  async function revoke(sessionId: string, reason: string) {
    await db
      .updateTable('sessions')
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  return {
    async create(userId: string, rememberMe: boolean, device: Device): Promise<IssuedSession> {
      const now = clock.now();
      const refreshToken = randomToken();
      const sessionId = await db.transaction().execute(async (trx) => {
        const session = await trx
          .insertInto('sessions')
          .values({
            userId,
            rememberMe,
            userAgent: device.userAgent?.slice(0, 512) ?? null,
            ip: device.ip,
            place: device.place ?? null,
            expiresAt: addMs(now, lifetime(rememberMe)),
            createdAt: now,
            lastUsedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('refreshTokens')
          .values({ sessionId: session.id, tokenHash: sha256(refreshToken), createdAt: now })
          .execute();
        return session.id;
      });
      return { sessionId, userId, refreshToken, rememberMe };
    },

    /** The token to use from now on, or a 401. `onReuse` hears about a revoked family. */
    async rotate(token: string, onReuse: (userId: string) => Promise<void>): Promise<IssuedSession> {
      const now = clock.now();
      let row = await lookup(token);
      if (!row || row.revokedAt || row.expiresAt <= now) throw refreshRefused();
      const issued = { sessionId: row.sessionId, userId: row.userId, rememberMe: row.rememberMe };

      if (row.rotatedAt) {
        if (now.getTime() - row.rotatedAt.getTime() > graceMs) {
          await revoke(row.sessionId, 'refresh_token_reuse');
          await onReuse(row.userId);
          throw refreshRefused();
        }
        // Inside the grace window: hand out the newest token of the chain, unchanged.
        let current = token;
        for (let step = 0; step < MAX_CHAIN && row?.rotatedAt; step++) {
          current = successorOf(current);
          row = await lookup(current);
        }
        if (!row || row.rotatedAt) throw refreshRefused();
        return { ...issued, refreshToken: current };
      }

      const successor = successorOf(token);
      const tokenId = row.tokenId;
      await db.transaction().execute(async (trx) => {
        // Both statements are idempotent, so two tabs rotating the same token at once agree.
        await trx
          .insertInto('refreshTokens')
          .values({ sessionId: issued.sessionId, tokenHash: sha256(successor), createdAt: now })
          .onConflict((oc) => oc.column('tokenHash').doNothing())
          .execute();
        await trx
          .updateTable('refreshTokens')
          .set((eb) => ({ rotatedAt: eb.fn.coalesce('rotatedAt', eb.val(now)) }))
          .where('id', '=', tokenId)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ lastUsedAt: now, expiresAt: addMs(now, lifetime(issued.rememberMe)) })
          .where('id', '=', issued.sessionId)
          .execute();
      });
      return { ...issued, refreshToken: successor };
    },

    /** The live session a refresh token belongs to (rotated or not), for logout. */
    async sessionOf(token: string): Promise<{ sessionId: string; userId: string } | null> {
      const row = await lookup(token);
      if (!row || row.revokedAt || row.expiresAt <= clock.now()) return null;
      return { sessionId: row.sessionId, userId: row.userId };
    },

    revoke,

    /** Every live session of the user but `keep` (a password change keeps the device that made it). */
    async revokeOthers(userId: string, keep: string, reason: string, trx: Trx | Db = db) {
      await trx
        .updateTable('sessions')
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where('userId', '=', userId)
        .where('id', '<>', keep)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** One live session of the user, signed out; false when the user has no such live session. */
    async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revokedAt: clock.now(), revokedReason: 'signed_out_from_settings' })
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', clock.now())
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** The user's live sessions, most recently used first. */
    live(userId: string) {
      return db
        .selectFrom('sessions')
        .select(['id', 'userAgent', 'place', 'createdAt', 'lastUsedAt'])
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', clock.now())
        .orderBy('lastUsedAt', 'desc')
        .execute();
    },

    async revokeAll(userId: string, reason: string) {
      await db
        .updateTable('sessions')
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .execute();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
