import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from './mailer';

/**
 * The mailer when SMTP_URL is unset: messages are stored (read at GET /api/v1/dev/mailbox) and
 * logged. The code reaches the log only with dev tools on (OWO_DEV_TOOLS=1).
 */
export function createDevMailbox(db: Db, log: FastifyBaseLogger, showCodes: boolean): Mailer {
  return {
    async send({ to, subject, text, code }) {
      await db
        .insertInto('mailbox')
        .values({ recipient: to, subject, text, code: code ?? null })
        .execute();
      const codeNote = showCodes && code ? ` (code ${code})` : '';
      log.info(`mail to ${to}: ${subject}${codeNote}`);
    },
    async close() {},
  };
}
