import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { keyedHash, randomToken, safeEqual } from '../../crypto/tokens';
import { baseCookieAttributes } from '../../http/cookies';

export const DEVICE_COOKIE = 'owo_dev';
/** Only sign-in reads it. */
const DEVICE_COOKIE_PATH = '/api/v1/auth/login';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookie: a browser that has signed in to an account gets `<device id>.<HMAC of user
 * and device>`, HttpOnly. Its sign-in failures are counted apart from everyone else's, so an attacker
 * who locks the account from elsewhere cannot lock its owner out of this browser. Signed, so it
 * cannot be forged or moved to another account.
 */
export function createDeviceCookies(config: Config, key: string) {
  const mac = (userId: string, deviceId: string) => keyedHash(key, `${userId}:${deviceId}`);

  return {
    /** The device id this browser holds for `userId`, or null (none, forged, or another account's). */
    read(req: FastifyRequest, userId: string): string | null {
      const value = req.cookies[DEVICE_COOKIE];
      if (!value || value.length > 128) return null;
      const [deviceId, signature, ...rest] = value.split('.');
      if (!deviceId || !signature || rest.length > 0) return null;
      return safeEqual(signature, mac(userId, deviceId)) ? deviceId : null;
    },

    /** After a sign-in: keeps this browser's id for the account, or gives it one. */
    remember(reply: FastifyReply, userId: string, deviceId: string | null): void {
      const id = deviceId ?? randomToken().slice(0, 22);
      reply.setCookie(DEVICE_COOKIE, `${id}.${mac(userId, id)}`, {
        ...baseCookieAttributes(config),
        path: DEVICE_COOKIE_PATH,
        maxAge: YEAR_SECONDS,
      });
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
