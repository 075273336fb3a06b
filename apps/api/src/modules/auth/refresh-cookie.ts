import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { baseCookieAttributes } from '../../http/cookies';
import { isCrossOriginCaller } from '../../http/origin';
import { REMEMBER_ME_MS } from './sessions';

export const REFRESH_COOKIE = 'owo_rt';
/** The browser sends the refresh token to the auth routes only. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * A partner's page on another origin (it passed CORS, so it is registered) needs the cookie on its
 * cross-site calls: SameSite=None, which browsers accept only with Secure, and Partitioned (CHIPS), so
 * each partner site keeps a session of its own without third-party cookies. Owo's own site, and a
 * first-party proxy that forwards Host, keep SameSite=Lax.
 */
function attributes(config: Config, req: FastifyRequest): CookieSerializeOptions {
  const base: CookieSerializeOptions = { ...baseCookieAttributes(config), path: REFRESH_COOKIE_PATH };
  if (!isCrossOriginCaller(req)) return base;
  return { ...base, sameSite: 'none', secure: true, partitioned: true };
}

/** Persistent for 30 days with "remember me"; otherwise a browser-session cookie. */
export function setRefreshCookie(config: Config, reply: FastifyReply, token: string, rememberMe: boolean) {
  const options = attributes(config, reply.request);
  if (rememberMe) options.maxAge = REMEMBER_ME_MS / 1000;
  reply.setCookie(REFRESH_COOKIE, token, options);
}

export function clearRefreshCookie(config: Config, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, attributes(config, reply.request));
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length <= 128 ? value : undefined;
}
