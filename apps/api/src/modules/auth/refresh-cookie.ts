import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../http/origin';
import { REMEMBER_ME_MS } from './sessions';

export const REFRESH_COOKIE = 'owo_rt';
/** The browser sends the refresh token to the auth routes only. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

function attributes(req: FastifyRequest): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: REFRESH_COOKIE_PATH,
    // Browsers refuse Secure cookies over plain http, which is how the product runs on a laptop.
    secure: !isLoopbackHost(req),
  };
}

/** Persistent for 30 days with "remember me"; otherwise a browser-session cookie. */
export function setRefreshCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  rememberMe: boolean,
) {
  const options = attributes(req);
  if (rememberMe) options.maxAge = REMEMBER_ME_MS / 1000;
  reply.setCookie(REFRESH_COOKIE, token, options);
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, attributes(req));
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length <= 128 ? value : undefined;
}
