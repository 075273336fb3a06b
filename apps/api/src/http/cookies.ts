import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

/**
 * What every cookie of this API shares. Secure comes from configuration (config.secureCookies), not
 * from the Host a request names: a proxy that forwards `Host: 127.0.0.1` must not turn it off.
 */
export function baseCookieAttributes(config: Pick<Config, 'secureCookies'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.secureCookies };
}
