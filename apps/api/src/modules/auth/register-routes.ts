import {
  ERROR_CODES,
  emailBody,
  messageResponse,
  registerBody,
  registerResponse,
  verifyEmailBody,
} from '@owo/core/contract';
import { sql } from 'kysely';
import { hashSecret } from '../../crypto/passwords';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http/errors';
import { failure, invalidInput, tooMany, tooManyCodes } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { alreadyRegisteredMail } from '../mail/templates';
import { recordReferral, referrerFor } from '../rewards/referrals';
import { ensureWallet } from '../wallet/wallets';
import type { AuthServices } from './auth-services';
import { mailVerificationCode } from './send-code';
import { findUserByEmail } from './users';

const REGISTERED = 'Please check your email to verify your account';
const RESENT = 'If your account is waiting for verification, a new code is on its way to your email.';

const usernameTaken = () => new HttpError(409, ERROR_CODES.usernameTaken, 'Username is already taken');

export function registerRoutes({ ctx, codes, events }: AuthServices) {
  const { db, mailer, clock } = ctx;

  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/register',
      tag: 'Auth',
      summary: 'Create an account and email a verification code',
      description:
        'An email that already has an account gets the same answer as a new one (the owner is emailed a notice instead of a code), so the form cannot be used to find out who has an account.',
      body: registerBody,
      responses: {
        201: { description: 'Account created (or email already registered)', schema: registerResponse },
        400: invalidInput,
        409: failure('Username is already taken'),
        422: failure(
          'INVALID_REFERRAL_CODE: the optional referral code names nobody, or is the person’s own',
        ),
        429: tooManyCodes,
      },
      rateLimit: 'auth',
    })(async ({ body, reply }) => {
      const username = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', body.username.toLowerCase())
        .executeTakeFirst();
      if (username) throw usernameTaken();
      // A friend's code: an unknown one is refused before anything is made (rewards, issue 23).
      const referrerId = await referrerFor(db, body.referralCode, body);
      // Hashed before looking at the email, so both outcomes take the same time.
      const passwordHash = await hashSecret(body.password);
      // Decoys count as sends, so this cap is the same for a taken and a new address.
      await codes.assertCanSend(body.email, 'verify_email');
      const existing = await findUserByEmail(db, body.email);
      if (existing) {
        await mailer.send(alreadyRegisteredMail(existing.email, existing.firstName));
        // So that verify-email answers for this address exactly as for a new account.
        await codes.issueDecoy(existing.email, 'verify_email');
      } else {
        const now = clock.now();
        try {
          const user = await db
            .insertInto('users')
            .values({
              username: body.username,
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              phoneNumber: body.phoneNumber,
              gender: body.gender,
              countryCode: body.countryCode,
              passwordHash,
              pinHash: null,
              emailVerifiedAt: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning(['id', 'email', 'firstName'])
            .executeTakeFirstOrThrow();
          if (referrerId) await recordReferral(db, referrerId, user.id);
          await mailVerificationCode(codes, mailer, user);
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint === null) throw error;
          if (constraint.includes('username')) throw usernameTaken();
          // Registered a moment ago by a concurrent request: answer as for any taken email.
        }
      }
      reply.code(201);
      return { status: true, message: REGISTERED, data: { user: { email: body.email } } };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      tag: 'Auth',
      summary: 'Verify an email address with the emailed code',
      body: verifyEmailBody,
      responses: {
        200: { description: 'Verified', schema: messageResponse },
        400: failure('Wrong, expired or used code, or no tries left (request a new one)'),
        429: tooMany,
      },
      rateLimit: 'auth',
    })(async ({ body }) => {
      // Every address answers alike (codes.ts); only an account's own code can verify it.
      const { userId } = await codes.consume(body.email, 'verify_email', body.otp);
      if (userId) {
        const now = clock.now();
        // Verified and given a wallet (ledger account and NUBAN) in one transaction: never one without the other.
        const verified = await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('users')
            .set({ emailVerifiedAt: now, updatedAt: now })
            .where('id', '=', userId)
            .where('emailVerifiedAt', 'is', null)
            .returning(['id', 'firstName'])
            .executeTakeFirst();
          if (row) await ensureWallet(trx, row.id, ctx.config.money.bankCode);
          return row;
        });
        if (verified) await events.welcome(verified.id, verified.firstName);
      }
      return { status: true, message: 'Email verified successfully. You can now sign in.' };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/auth/resend-email-verification',
      tag: 'Auth',
      summary: 'Email a new verification code',
      description: 'The same answer whether or not the email has an account waiting for verification.',
      body: emailBody,
      responses: {
        200: { description: 'Sent when the account needs it', schema: messageResponse },
        400: invalidInput,
        429: tooManyCodes,
      },
      rateLimit: 'auth',
    })(async ({ body: { email } }) => {
      await codes.assertCanSend(email, 'verify_email');
      // After the answer, so its timing says nothing about the account.
      ctx.background(async () => {
        const user = await findUserByEmail(db, email);
        if (user && user.emailVerifiedAt === null) await mailVerificationCode(codes, mailer, user);
        else await codes.issueDecoy(email, 'verify_email');
      });
      return { status: true, message: RESENT };
    }),
  ];
}
