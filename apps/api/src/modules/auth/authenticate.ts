import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/auth-context';
import { unauthorized } from '../../http/errors';
import type { AccessTokens } from './access-token';

const EXPIRED = 'Invalid or expired access token';

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * A signed token is not enough: its session must still be live, so signing out (or a revoked
 * refresh family) ends the access tokens already handed out.
 */
export function createAuthenticator(db: Db, tokens: AccessTokens, clock: Clock) {
  return async function authenticate(req: FastifyRequest): Promise<AuthContext> {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Authentication required: send a Bearer access token');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized(EXPIRED);
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .selectAll('u')
      .select(['s.revokedAt as sessionRevokedAt', 's.expiresAt as sessionExpiresAt'])
      .where('s.id', '=', claims.sessionId)
      .where('s.userId', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.sessionRevokedAt || row.sessionExpiresAt <= clock.now()) throw unauthorized(EXPIRED);
    const { sessionRevokedAt: _revoked, sessionExpiresAt: _expires, ...user } = row;
    return { user, sessionId: claims.sessionId };
  };
}
