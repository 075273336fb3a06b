import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { baseCookieAttributes } from '../../http/cookies';
import { isPartnerSession } from '../../http/origin';
import { REMEMBER_ME_MS } from './sessions';

export const REFRESH_COOKIE = 'owo_rt';
/** The browser sends the refresh token to the auth routes only. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
/**
 * "This browser has a session on Owo's site": set and cleared with the refresh cookie for Owo's own
 * pages, readable on every path (the site's server sends a visitor without it from /app to sign in). It
 * holds no token and grants nothing; the session itself is still checked by the page.
 */
export const SIGNED_IN_COOKIE = 'owo_signed_in';

/**
 * A partner's page on another origin (it passed CORS, so it is registered) needs the cookie on its
 * cross-site calls: SameSite=None, which browsers accept only with Secure, and Partitioned (CHIPS), so
 * each partner site keeps a session of its own without third-party cookies. Owo's secrets frame on that
 * page sets and reads the same cookie: a frame of Owo's origin under the partner's site shares the
 * partner site's partition. Owo's own site, and a first-party proxy that forwards Host, keep SameSite=Lax.
 */
function attributes(config: Config, req: FastifyRequest): CookieSerializeOptions {
  const base: CookieSerializeOptions = { ...baseCookieAttributes(config), path: REFRESH_COOKIE_PATH };
  if (!isPartnerSession(req)) return base;
  return { ...base, sameSite: 'none', secure: true, partitioned: true };
}

/** Not for a partner's page: its session is not one on Owo's site. */
function signedInAttributes(config: Config): CookieSerializeOptions {
  return { ...baseCookieAttributes(config), httpOnly: false, path: '/' };
}

/** Persistent for 30 days with "remember me"; otherwise a browser-session cookie. So is SIGNED_IN_COOKIE. */
export function setRefreshCookie(config: Config, reply: FastifyReply, token: string, rememberMe: boolean) {
  const options = attributes(config, reply.request);
  const maxAge = rememberMe ? REMEMBER_ME_MS / 1000 : undefined;
  reply.setCookie(REFRESH_COOKIE, token, { ...options, maxAge });
  if (!isPartnerSession(reply.request))
    reply.setCookie(SIGNED_IN_COOKIE, '1', { ...signedInAttributes(config), maxAge });
}

export function clearRefreshCookie(config: Config, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, attributes(config, reply.request));
  if (!isPartnerSession(reply.request)) reply.clearCookie(SIGNED_IN_COOKIE, signedInAttributes(config));
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length <= 128 ? value : undefined;
}
