import {
  changePasswordBody,
  messageResponse,
  securityEventListResponse,
  sessionIdParams,
  sessionListResponse,
} from '@owo/core/contract';
import { hashSecret } from '../../crypto/passwords';
import { notFound } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { AuthServices } from '../auth/auth-services';
import { deviceName } from '../auth/device';
import { checkCurrentPassword } from './current-password';
import { originOf } from './security-events';
import { passwordChangedHereMail } from './settings-mail';

/** Security: change the password, see and end sessions, read recent security activity. */
export function securityRoutes(services: AuthServices) {
  const { ctx, sessions, events, securityEvents } = services;
  const { db, clock, mailer, config } = ctx;

  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/me/password',
      tag: 'Settings',
      summary: 'Change the password; every other session is signed out at once',
      description:
        'The current password, then the new one under the reset rules. Every other session is revoked (its next request and its refresh are refused); this one stays. A notification and an email follow, and a cooling period on new recipients begins.',
      auth: true,
      body: changePasswordBody,
      responses: {
        200: { description: 'Changed', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
        403: failure('The current password is wrong (INVALID_PASSWORD); failures count like sign-ins'),
        429: failure('Too many wrong passwords, or too many requests (Retry-After says how long)'),
      },
      rateLimit: 'auth',
    })(async ({ req, auth, body }) => {
      const { user, sessionId } = auth;
      await checkCurrentPassword(services, req, user, body.currentPassword);
      const passwordHash = await hashSecret(body.newPassword);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ passwordHash, coolingSince: now, updatedAt: now })
          .where('id', '=', user.id)
          .execute();
        await sessions.revokeOthers(user.id, sessionId, 'password_changed', trx);
        await securityEvents.record(user.id, 'password_changed', originOf(config, req), trx);
      });
      await events.passwordChangedInSettings(user.id);
      await mailer.send(passwordChangedHereMail(user.email, user.firstName));
      return { status: true, message: 'Your password has been changed. Other devices were signed out.' };
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/me/sessions',
      tag: 'Settings',
      summary: 'Where you are signed in',
      description:
        'Every live session, most recently used first: its device (from the user agent), its place when a trusted proxy gave one, when it signed in and was last used; `current` is this one.',
      auth: true,
      responses: { 200: { description: 'The sessions', schema: sessionListResponse }, 401: signInRequired },
    })(async ({ auth }) => {
      const rows = await sessions.live(auth.user.id);
      return {
        status: true,
        data: {
          sessions: rows.map((row) => ({
            id: row.id,
            device: deviceName(row.userAgent) ?? 'Unknown device',
            place: row.place,
            createdAt: row.createdAt.toISOString(),
            lastUsedAt: row.lastUsedAt.toISOString(),
            current: row.id === auth.sessionId,
          })),
        },
      };
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v1/me/sessions/:id',
      tag: 'Settings',
      summary: 'Sign out one session',
      description:
        'Its next request and its refresh are refused. Any id that is not a live session of yours is a 404.',
      auth: true,
      params: sessionIdParams,
      responses: {
        204: { description: 'Signed out' },
        400: invalidInput,
        401: signInRequired,
        404: failure('No live session of yours has this id'),
      },
    })(async ({ auth, params, reply }) => {
      if (!(await sessions.revokeOwn(auth.user.id, params.id))) throw notFound('Session not found');
      reply.code(204);
      return undefined;
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v1/me/sessions',
      tag: 'Settings',
      summary: 'Sign out every other session',
      auth: true,
      responses: { 204: { description: 'Every other session signed out' }, 401: signInRequired },
    })(async ({ auth, reply }) => {
      await sessions.revokeOthers(auth.user.id, auth.sessionId, 'signed_out_from_settings');
      reply.code(204);
      return undefined;
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/me/security-events',
      tag: 'Settings',
      summary: 'Recent security activity, newest first',
      description:
        'Sign-ins, failed sign-ins, password, PIN and email changes, PIN locks (the last 50), with time, device and place.',
      auth: true,
      responses: {
        200: { description: 'The events', schema: securityEventListResponse },
        401: signInRequired,
      },
    })(async ({ auth }) => ({ status: true, data: { events: await securityEvents.list(auth.user.id) } })),
  ];
}
