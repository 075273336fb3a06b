import {
  changePinBody,
  ERROR_CODES,
  meResponse,
  messageResponse,
  pinResetBody,
  pinResetVerifyBody,
} from '@owo/core/contract';
import { hashSecret } from '../../crypto/passwords';
import { HttpError } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { AuthServices } from '../auth/auth-services';
import { toUser } from '../auth/users';
import { checkTransactionPin } from '../money/transaction-pin';
import { checkCurrentPassword } from './current-password';
import { originOf } from './security-events';
import { pinChangedMail, pinResetCodeMail } from './settings-mail';

const RESET_SENT = 'We have sent a code to your email. Enter it with your new PIN.';

/** Security: change the transaction PIN with the current one, or reset it by password and emailed code. */
export function pinSettingsRoutes(services: AuthServices) {
  const { ctx, codes, events, securityEvents } = services;
  const { db, clock, mailer, config } = ctx;

  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/me/pin',
      tag: 'Settings',
      summary: 'Change the transaction PIN',
      description:
        'The current PIN is checked as on a payment: a wrong one counts toward the PIN lock (INVALID_PIN with attempts left, then PIN_LOCKED).',
      auth: true,
      body: changePinBody,
      responses: {
        200: { description: 'Changed', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
        403: failure('Wrong current PIN (INVALID_PIN, attempts left) or no PIN set yet (PIN_NOT_SET)'),
        423: failure('The PIN is locked (PIN_LOCKED, until when); reset it with Forgot PIN'),
        429: failure('The PIN is being checked on another request (PIN_BUSY)'),
      },
      rateLimit: 'auth',
    })(async ({ req, auth, body }) => {
      const { user } = auth;
      await checkTransactionPin(ctx, user, body.currentPin);
      const pinHash = await hashSecret(body.newPin);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ pinHash, updatedAt: clock.now() })
          .where('id', '=', user.id)
          .execute();
        await securityEvents.record(user.id, 'pin_changed', originOf(config, req), trx);
      });
      await events.pinChanged(user.id, false);
      await mailer.send(pinChangedMail(user.email, user.firstName, false));
      return { status: true, message: 'Your transaction PIN has been changed.' };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/me/pin/reset',
      tag: 'Settings',
      summary: 'Forgot PIN: the password, then a code is emailed',
      description: 'The password is checked like a sign-in. Works while the PIN is locked.',
      auth: true,
      body: pinResetBody,
      responses: {
        202: { description: 'A code is on its way to the account email', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
        403: failure('The password is wrong (INVALID_PASSWORD); failures count like sign-ins'),
        429: failure(
          'Too many wrong passwords, or too many codes this hour, or too many requests (Retry-After says how long)',
        ),
      },
      rateLimit: 'auth',
    })(async ({ req, reply, auth, body }) => {
      const { user } = auth;
      await checkCurrentPassword(services, req, user, body.password);
      await codes.assertCanSend(user.email, 'reset_pin');
      const code = await codes.issue(user.email, 'reset_pin', user.id);
      await mailer.send(pinResetCodeMail(user.email, user.firstName, code));
      reply.code(202);
      return { status: true, message: RESET_SENT };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/me/pin/reset/verify',
      tag: 'Settings',
      summary: 'Forgot PIN: the emailed code and the new PIN; a PIN lock is lifted',
      description:
        'Sets the new PIN, clears the wrong-PIN count and any lock, and begins a cooling period on new recipients.',
      auth: true,
      body: pinResetVerifyBody,
      responses: {
        200: { description: 'The new PIN is set; the updated user', schema: meResponse },
        400: failure('Wrong, expired or used code, or no tries left (request a new one)'),
        401: signInRequired,
        429: failure('Too many requests from this network'),
      },
      rateLimit: 'auth',
    })(async ({ req, auth, body }) => {
      const { user } = auth;
      const { userId } = await codes.consume(user.email, 'reset_pin', body.otp);
      if (userId !== user.id) throw new HttpError(400, ERROR_CODES.invalidCode, 'Invalid verification code');
      const pinHash = await hashSecret(body.newPin);
      const now = clock.now();
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({ pinHash, coolingSince: now, updatedAt: now })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Lifts the lock and the count; verifies still in flight keep their claims (transaction-pin.ts).
        await trx
          .updateTable('pinAttempts')
          .set({ failures: 0, lockedUntil: null })
          .where('userId', '=', user.id)
          .execute();
        await securityEvents.record(user.id, 'pin_reset', originOf(config, req), trx);
        return row;
      });
      await events.pinChanged(user.id, true);
      await mailer.send(pinChangedMail(user.email, user.firstName, true));
      return {
        status: true,
        message: 'Your new transaction PIN is set.',
        data: { user: toUser(updated), pendingEmail: updated.pendingEmail },
      };
    }),
  ];
}
