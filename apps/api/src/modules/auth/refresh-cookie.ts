import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { baseCookieAttributes } from '../../http/cookies';
import { REMEMBER_ME_MS } from './sessions';

export const REFRESH_COOKIE = 'owo_rt';
/** The browser sends the refresh token to the auth routes only. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

function attributes(config: Config): CookieSerializeOptions {
  return { ...baseCookieAttributes(config), path: REFRESH_COOKIE_PATH };
}

/** Persistent for 30 days with "remember me"; otherwise a browser-session cookie. */
export function setRefreshCookie(config: Config, reply: FastifyReply, token: string, rememberMe: boolean) {
  const options = attributes(config);
  if (rememberMe) options.maxAge = REMEMBER_ME_MS / 1000;
  reply.setCookie(REFRESH_COOKIE, token, options);
}

export function clearRefreshCookie(config: Config, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, attributes(config));
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length <= 128 ? value : undefined;
}
