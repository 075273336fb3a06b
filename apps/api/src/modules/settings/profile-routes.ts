import {
  changeEmailBody,
  ERROR_CODES,
  meResponse,
  messageResponse,
  updateProfileBody,
  verifyEmailChangeBody,
} from '@owo/core/contract';
import type { UserRow } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError, validationError } from '../../http/errors';
import { failure, invalidInput, signInRequired, tooManyCodes } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { AuthServices } from '../auth/auth-services';
import { findUserByEmail, toUser } from '../auth/users';
import { checkCurrentPassword } from './current-password';
import { originOf } from './security-events';
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailTakenMail,
} from './settings-mail';

const wrongPassword = failure(
  'The current password is wrong (INVALID_PASSWORD); failures count like sign-ins',
);
const lockedOut = failure(
  'Too many requests from this network, too many codes sent to the address this hour, or too many wrong passwords (Retry-After says how long)',
);
const invalidCode = () => new HttpError(400, ERROR_CODES.invalidCode, 'Invalid verification code');

const me = (user: UserRow) => ({
  status: true as const,
  data: { user: toUser(user), pendingEmail: user.pendingEmail },
});

/** Profile: the user, their names and phone number, and an email change proved by a code. */
export function profileRoutes(services: AuthServices) {
  const { ctx, codes, events, securityEvents } = services;
  const { db, clock, mailer, config } = ctx;

  /** Code to the new address (or, when it is taken, a notice and a decoy), notice to the old one. */
  const sendEmailChange = async (user: UserRow, newEmail: string) => {
    const taken = await findUserByEmail(db, newEmail);
    if (taken) {
      await codes.issueDecoy(newEmail, 'change_email');
      await mailer.send(emailTakenMail(newEmail));
    } else {
      const code = await codes.issue(newEmail, 'change_email', user.id);
      await mailer.send(emailChangeCodeMail(newEmail, user.firstName, code));
    }
    await mailer.send(emailChangeRequestedMail(user.email, user.firstName, newEmail));
  };

  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/me',
      tag: 'Settings',
      summary: 'The signed-in user, and an email address waiting for its code',
      auth: true,
      responses: { 200: { description: 'The user', schema: meResponse }, 401: signInRequired },
    })(async ({ auth }) => me(auth.user)),

    defineRoute({
      method: 'PATCH',
      url: '/api/v1/me',
      tag: 'Settings',
      summary: 'Change the first name, last name or phone number',
      description: 'SPEC.md 5 rules and messages. The username is not editable; the email changes by code.',
      auth: true,
      body: updateProfileBody,
      responses: {
        200: { description: 'Changed; the updated user', schema: meResponse },
        400: invalidInput,
        401: signInRequired,
      },
    })(async ({ auth, body }) => {
      const updated = await db
        .updateTable('users')
        .set({
          ...(body.firstName !== undefined && { firstName: body.firstName }),
          ...(body.lastName !== undefined && { lastName: body.lastName }),
          ...(body.phoneNumber !== undefined && { phoneNumber: body.phoneNumber }),
          updatedAt: clock.now(),
        })
        .where('id', '=', auth.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return me(updated);
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/me/email',
      tag: 'Settings',
      summary: 'Ask to change the email: a code goes to the new address, a notice to the old',
      description:
        'The same 202 whether or not the new address has an account; a taken address never verifies. The password is checked like a sign-in.',
      auth: true,
      body: changeEmailBody,
      responses: {
        202: { description: 'A code is on its way to the new address', schema: messageResponse },
        400: invalidInput,
        401: signInRequired,
        403: wrongPassword,
        429: lockedOut,
      },
      rateLimit: 'auth',
    })(async ({ req, reply, auth, body }) => {
      const { user } = auth;
      if (body.newEmail === user.email) {
        const message = 'This is already your email address';
        throw validationError(message, { newEmail: [message] });
      }
      await checkCurrentPassword(services, req, user, body.password);
      await codes.assertCanSend(body.newEmail, 'change_email');
      await db
        .updateTable('users')
        .set({ pendingEmail: body.newEmail, updatedAt: clock.now() })
        .where('id', '=', user.id)
        .execute();
      // After the answer: its timing then says nothing about whether the address has an account.
      ctx.background(() => sendEmailChange(user, body.newEmail));
      reply.code(202);
      return {
        status: true,
        message: `We have sent a code to ${body.newEmail}. Enter it to make it your email address.`,
      };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/me/email/verify',
      tag: 'Settings',
      summary: 'Confirm the new email with its code; a cooling period on new recipients begins',
      auth: true,
      body: verifyEmailChangeBody,
      responses: {
        200: { description: 'The email is changed; the updated user', schema: meResponse },
        400: failure('No change waiting, or a wrong, expired or used code, or no tries left'),
        401: signInRequired,
        429: tooManyCodes,
      },
      rateLimit: 'auth',
    })(async ({ req, auth, body }) => {
      const { user } = auth;
      const newEmail = user.pendingEmail;
      if (!newEmail) {
        throw new HttpError(400, ERROR_CODES.invalidCode, 'No email change is waiting. Please ask again.');
      }
      const { userId } = await codes.consume(newEmail, 'change_email', body.otp);
      if (userId !== user.id) throw invalidCode();
      const now = clock.now();
      let updated: UserRow;
      try {
        updated = await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('users')
            .set({ email: newEmail, pendingEmail: null, coolingSince: now, updatedAt: now })
            .where('id', '=', user.id)
            .where('pendingEmail', '=', newEmail)
            .returningAll()
            .executeTakeFirst();
          if (!row) throw invalidCode();
          await securityEvents.record(user.id, 'email_changed', originOf(config, req), trx);
          return row;
        });
      } catch (error) {
        // Taken by an account made since the code went out: like any taken address, it never verifies.
        if (uniqueViolation(error) !== null) throw invalidCode();
        throw error;
      }
      await events.emailChanged(user.id, newEmail);
      await mailer.send(emailChangedMail(user.email, user.firstName, newEmail));
      return me(updated);
    }),
  ];
}
