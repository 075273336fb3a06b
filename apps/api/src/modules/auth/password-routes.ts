import {
  ERROR_CODES,
  emailBody,
  forgotPasswordBody,
  messageResponse,
  resetPasswordBody,
  verifyResetPasswordBody,
  verifyResetPasswordResponse,
} from '@owo/core/contract';
import { addMs } from '../../clock';
import { hashSecret } from '../../crypto/passwords';
import { randomToken, sha256 } from '../../crypto/tokens';
import { HttpError } from '../../http/errors';
import { failure, invalidInput, tooMany, tooManyCodes } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { passwordChangedMail, resetCodeMail } from '../mail/templates';
import { ensureWallet } from '../wallet/wallets';
import type { AuthServices } from './auth-services';
import { clearRefreshCookie } from './refresh-cookie';
import { findUserByEmail } from './users';

const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const CODE_SENT = 'If an account exists for that email, we have sent it a password reset code.';

export function passwordRoutes({ ctx, codes, sessions, throttle, events }: AuthServices) {
  const { db, mailer, clock, config } = ctx;

  /** A code for an account; a decoy for an address without one, so the code check answers alike. */
  const sendResetCode = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) {
      await codes.issueDecoy(email, 'reset_password');
      return;
    }
    const code = await codes.issue(user.email, 'reset_password', user.id);
    await mailer.send(resetCodeMail(user.email, user.firstName, code));
  };

  const sendCodeRoute = (url: string, summary: string, body: typeof emailBody | typeof forgotPasswordBody) =>
    defineRoute({
      method: 'POST',
      url,
      tag: 'Password reset',
      summary,
      description: 'The same status and body whether or not the email has an account.',
      body,
      responses: {
        200: { description: 'Sent when the account exists', schema: messageResponse },
        400: invalidInput,
        429: tooManyCodes,
      },
      rateLimit: 'auth',
    })(async ({ body: { email } }) => {
      await codes.assertCanSend(email, 'reset_password');
      // After the answer: its timing then says nothing about whether the account exists.
      ctx.background(() => sendResetCode(email));
      return { status: true, message: CODE_SENT };
    });

  return [
    sendCodeRoute('/api/v1/auth/forgot-password', 'Email a password reset code', forgotPasswordBody),
    sendCodeRoute('/api/v1/auth/resend-reset-password', 'Email a new password reset code', emailBody),

    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/verify-reset-password',
      tag: 'Password reset',
      summary: 'Trade the emailed code for a reset token (valid 15 minutes, once)',
      body: verifyResetPasswordBody,
      responses: {
        200: { description: 'Code accepted', schema: verifyResetPasswordResponse },
        400: failure('Wrong, expired or used code, or no tries left (request a new one)'),
        429: tooMany,
      },
      rateLimit: 'auth',
    })(async ({ body }) => {
      const { userId } = await codes.consume(body.email, 'reset_password', body.otp);
      // Reset codes are only ever issued to accounts; a decoy never matches.
      if (!userId) throw new HttpError(400, ERROR_CODES.invalidCode, 'Invalid verification code');
      const resetToken = randomToken();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('resetTokens')
          .set({ usedAt: now })
          .where('userId', '=', userId)
          .where('usedAt', 'is', null)
          .execute();
        await trx
          .insertInto('resetTokens')
          .values({
            userId: userId,
            tokenHash: sha256(resetToken),
            expiresAt: addMs(now, RESET_TOKEN_TTL_MS),
            usedAt: null,
            createdAt: now,
          })
          .execute();
      });
      return { status: true, message: 'Code verified successfully', data: { resetToken } };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      tag: 'Password reset',
      summary: 'Set a new password; every session of the account ends',
      body: resetPasswordBody,
      responses: {
        200: { description: 'Password changed; every device signed out', schema: messageResponse },
        400: failure('Invalid input, or a reset token that is unknown, expired or used'),
        429: tooMany,
      },
      rateLimit: 'auth',
    })(async ({ reply, body }) => {
      const now = clock.now();
      const spent = await db
        .updateTable('resetTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', sha256(body.resetToken))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('userId')
        .executeTakeFirst();
      if (!spent) {
        throw new HttpError(
          400,
          ERROR_CODES.invalidCode,
          'This password reset has expired or was already used. Please request a new code.',
        );
      }
      const passwordHash = await hashSecret(body.newPassword);
      const user = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            // The emailed code proved the address, so an unverified account is verified too (with its wallet).
            emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)),
            updatedAt: now,
          }))
          .set({ passwordHash })
          .where('id', '=', spent.userId)
          .returning(['id', 'email', 'firstName'])
          .executeTakeFirstOrThrow();
        await ensureWallet(trx, row.id, config.money.bankCode);
        return row;
      });
      await sessions.revokeAll(user.id, 'password_reset');
      await throttle.resetAccount(user.id);
      await events.passwordChanged(user.id);
      await mailer.send(passwordChangedMail(user.email, user.firstName));
      clearRefreshCookie(config, reply);
      return {
        status: true,
        message: 'Your password has been reset. Please sign in with your new password.',
      };
    }),
  ];
}
