import { emailBody, mailboxResponse } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { invalidInput } from '../../http/responses';
import { defineRoute } from '../../http/route';

/** Mounted only with dev tools on (OWO_DEV_TOOLS=1): the codes the dev mailbox "sent", for people and tests. */
export function mailboxRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/dev/mailbox',
      tag: 'Development',
      summary: 'Emails sent to an address, newest first (only with OWO_DEV_TOOLS=1; empty when SMTP is used)',
      query: emailBody,
      responses: {
        200: { description: 'The messages', schema: mailboxResponse },
        400: invalidInput,
      },
    })(async ({ query }) => {
      const rows = await db
        .selectFrom('mailbox')
        .selectAll()
        .where('recipient', '=', query.email)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      const messages = rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
      }));
      return { status: true, data: { messages } };
    }),
  ];
}
