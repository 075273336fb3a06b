import {
  ERROR_CODES,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  refreshResponse,
  verifySessionResponse,
} from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import { verifyAgainstDummy, verifySecret } from '../../crypto/passwords';
import { HttpError, unauthorized } from '../../http/errors';
import { isAllowedOrigin } from '../../http/origin';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { originOf } from '../settings/security-events';
import type { AuthServices } from './auth-services';
import { bearerToken } from './authenticate';
import { describeDevice } from './device';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { mailVerificationCode } from './send-code';
import { refreshRefused } from './sessions';
import { findUserByIdentifier, toUser } from './users';

const WRONG_CREDENTIALS = 'Incorrect email, username or password';
const originRejected = failure('The request came from a site that is not allowed');

export function sessionRoutes(services: AuthServices) {
  const { ctx, codes, sessions, throttle, devices, accessTokens, events, securityEvents } = services;
  const { db, mailer, config } = ctx;

  const assertOrigin = async (req: FastifyRequest) => {
    if (!(await isAllowedOrigin(req, ctx.partners))) {
      throw new HttpError(
        403,
        ERROR_CODES.originRejected,
        'This site is not allowed to use your Owo session',
      );
    }
  };

  /** The live session a logout is about: from the access token, else from the refresh cookie. */
  const callerSession = async (req: FastifyRequest) => {
    if (bearerToken(req)) {
      const auth = await services.authenticate(req).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      });
      if (auth) return { sessionId: auth.sessionId, userId: auth.user.id };
    }
    const refresh = readRefreshCookie(req);
    return refresh ? sessions.sessionOf(refresh) : null;
  };

  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/login',
      tag: 'Auth',
      summary: 'Sign in with an email or username',
      description:
        'Sets the httpOnly refresh cookie (persistent with rememberMe) and a signed device cookie. An unverified account with the right password gets its user (isEmailVerified false, no token) and a fresh code by email. Wrong credentials always get the same 401; failures are counted per account and source (slowed down, then locked: a 429 with Retry-After), and a device that signed in before is never locked out by others.',
      body: loginBody,
      responses: {
        200: { description: 'Signed in, or a verification is needed', schema: loginResponse },
        400: invalidInput,
        401: failure(WRONG_CREDENTIALS),
        429: failure(
          'Too many attempts from this network, or too many failures for this account from this source (Retry-After says how long)',
        ),
      },
      rateLimit: 'login',
      rateLimitMessage: 'Too many sign-in attempts from this network. Please wait a minute and try again.',
    })(async ({ req, reply, body }) => {
      const user = await findUserByIdentifier(db, body.identifier);
      const source = {
        account: throttle.accountKey(user?.id, body.identifier),
        ip: req.ip,
        device: user ? devices.read(req, user.id) : null,
      };
      await throttle.assertOpen(source);
      const valid = user
        ? await verifySecret(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        await throttle.recordFailure(source);
        // After the answer: its timing must not tell an account from none.
        if (user) {
          const origin = originOf(config, req);
          ctx.background(() => securityEvents.record(user.id, 'sign_in_failed', origin));
        }
        throw new HttpError(401, ERROR_CODES.invalidCredentials, WRONG_CREDENTIALS);
      }
      await throttle.recordSuccess(source);
      if (user.emailVerifiedAt === null) {
        // Within the hourly cap only: the sign-in answers either way, and codes already sent still work.
        if ((await codes.retryAfter(user.email, 'verify_email')) === null) {
          await mailVerificationCode(codes, mailer, user);
        }
        return { status: true, message: 'Please verify your email first', data: { user: toUser(user) } };
      }
      const userAgent = req.headers['user-agent'];
      const origin = originOf(config, req);
      const session = await sessions.create(user.id, body.rememberMe, {
        userAgent: userAgent ?? null,
        ip: req.ip,
        place: origin.place,
      });
      await securityEvents.record(user.id, 'sign_in', origin);
      setRefreshCookie(config, reply, session.refreshToken, body.rememberMe);
      devices.remember(reply, user.id, source.device);
      const accessToken = await accessTokens.sign(session);
      await events.newSignIn(user.id, describeDevice(userAgent));
      return { status: true, message: 'Login successful', data: { user: toUser(user), accessToken } };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      tag: 'Auth',
      summary: 'Trade the refresh cookie for a new access token',
      description:
        'Rotates the refresh cookie. A token rotated in the last few seconds (another tab) yields the same successor; an older one revokes every token of its session. Requests from origins outside the allowlist are refused.',
      cookie: true,
      responses: {
        200: { description: 'A new access token; the cookie is rotated', schema: refreshResponse },
        401: failure('No cookie, or a revoked, expired or reused refresh token (the cookie is cleared)'),
        403: originRejected,
      },
    })(async ({ req, reply }) => {
      await assertOrigin(req);
      const token = readRefreshCookie(req);
      try {
        if (!token) throw refreshRefused();
        const session = await sessions.rotate(token, (userId) => events.sessionEndedForSafety(userId));
        setRefreshCookie(config, reply, session.refreshToken, session.rememberMe);
        return { status: true, data: { accessToken: await accessTokens.sign(session) } };
      } catch (error) {
        clearRefreshCookie(config, reply);
        throw error;
      }
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/auth/verify-session',
      tag: 'Auth',
      summary: 'The signed-in user',
      auth: true,
      responses: {
        200: { description: 'The user of this access token', schema: verifySessionResponse },
        401: signInRequired,
      },
    })(async ({ auth }) => ({ status: true, data: { user: toUser(auth.user) } })),

    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/logout',
      tag: 'Auth',
      summary: 'Sign out this device, or every device',
      description:
        'Identifies the session by the access token, else by the refresh cookie, and always clears the cookie.',
      cookie: true,
      body: logoutBody,
      responses: {
        200: { description: 'Signed out', schema: messageResponse },
        400: invalidInput,
        401: failure('allDevices without a valid access token or refresh cookie'),
        403: originRejected,
      },
    })(async ({ req, reply, body }) => {
      await assertOrigin(req);
      const session = await callerSession(req);
      clearRefreshCookie(config, reply);
      if (body.allDevices) {
        if (!session) throw unauthorized('Authentication required to sign out of every device');
        await sessions.revokeAll(session.userId, 'logout_all');
        return { status: true, message: 'Signed out of every device' };
      }
      if (session) await sessions.revoke(session.sessionId, 'logout');
      return { status: true, message: 'Signed out' };
    }),
  ];
}
