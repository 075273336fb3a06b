import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

const ISSUER = 'owo-api';
const AUDIENCE = 'owo';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Short-lived HS256 JWTs: `sub` is the user, `sid` the session they were issued for. The secret is
 * imported as a WebCrypto key once: jose would import a raw secret again on every sign and verify.
 */
export function createAccessTokens(secret: Uint8Array, ttlSeconds: number, clock: Clock) {
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (imported ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  return {
    async sign({ userId, sessionId }: AccessClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await hmacKey());
    },
    /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
