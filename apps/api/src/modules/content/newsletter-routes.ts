import { messageResponse, newsletterBody, newsletterConfirmBody } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { failure, invalidInput, tooManyCodes } from '../../http/responses';
import { defineRoute } from '../../http/route';
import type { Codes } from '../auth/codes';
import { newsletterConfirmMail } from '../mail/templates';

const CHECK_EMAIL =
  'Almost there: we have sent you a code to confirm your subscription. Enter it to start getting our emails.';

/**
 * Newsletter sign-up with double opt-in: the address gets a code and is subscribed only once the code
 * comes back. The answer is the same whether or not the address is already subscribed (no 409 that
 * tells anyone who reads the newsletter), and a subscribed address gets a decoy, so confirming
 * answers alike too.
 */
export function newsletterRoutes({ db, mailer, clock, background }: AppContext, codes: Codes) {
  const requestConfirmation = async (email: string) => {
    const existing = await db
      .selectFrom('newsletterSubscriptions')
      .select('confirmedAt')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.confirmedAt) {
      await codes.issueDecoy(email, 'newsletter');
      return;
    }
    if (!existing) {
      await db
        .insertInto('newsletterSubscriptions')
        .values({ email, createdAt: clock.now(), confirmedAt: null })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
    const code = await codes.issue(email, 'newsletter', null);
    await mailer.send(newsletterConfirmMail(email, code));
  };

  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/newsletter',
      tag: 'Content',
      summary: 'Ask to subscribe an email to the newsletter: a confirmation code is emailed',
      description: 'The same answer whether or not the address is subscribed already.',
      body: newsletterBody,
      responses: {
        202: {
          description: 'A confirmation code is on its way (unless already subscribed)',
          schema: messageResponse,
        },
        400: invalidInput,
        429: tooManyCodes,
      },
      rateLimit: 'forms',
    })(async ({ body: { email }, reply }) => {
      await codes.assertCanSend(email, 'newsletter');
      // After the answer, so its timing says nothing about the address either.
      background(() => requestConfirmation(email));
      reply.code(202);
      return { status: true, message: CHECK_EMAIL };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/newsletter/confirm',
      tag: 'Content',
      summary: 'Confirm a newsletter subscription with the emailed code',
      body: newsletterConfirmBody,
      responses: {
        200: { description: 'Subscribed', schema: messageResponse },
        400: failure('Wrong, expired or used code, or no tries left (request a new one)'),
        429: tooManyCodes,
      },
      rateLimit: 'forms',
    })(async ({ body }) => {
      await codes.consume(body.email, 'newsletter', body.otp);
      const now = clock.now();
      await db
        .updateTable('newsletterSubscriptions')
        .set((eb) => ({ confirmedAt: eb.fn.coalesce('confirmedAt', eb.val(now)) }))
        .where('email', '=', body.email)
        .execute();
      return { status: true, message: 'You are subscribed. Look out for our next update.' };
    }),
  ];
}
