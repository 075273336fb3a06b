import type { AppContext } from '../../context';
import { createAccountEvents } from '../notifications/account-events';
import { createSecurityEvents } from '../settings/security-events';
import { createAccessTokens } from './access-token';
import { createAuthenticator } from './authenticate';
import { createCodes } from './codes';
import { createDeviceCookies } from './device-cookie';
import { createLoginThrottle } from './login-throttle';
import { createSessions } from './sessions';

/** The auth module's parts, wired once from the app context. */
export function createAuthServices(ctx: AppContext) {
  const { db, clock, config, keys } = ctx;
  const accessTokens = createAccessTokens(keys.accessToken, config.accessTokenTtlSeconds, clock);
  return {
    ctx,
    accessTokens,
    authenticate: createAuthenticator(db, accessTokens, clock),
    codes: createCodes(db, clock, keys.codes, config.codesPerHour),
    sessions: createSessions(db, clock, keys.refresh, config.refreshGraceMs),
    throttle: createLoginThrottle(ctx.counters, clock, {
      maxFailures: config.loginMaxFailures,
      accountMaxFailures: config.loginAccountMaxFailures,
      lockMinutes: config.loginLockMinutes,
    }),
    devices: createDeviceCookies(config, keys.device),
    events: createAccountEvents(db, clock),
    securityEvents: createSecurityEvents(db, clock),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
