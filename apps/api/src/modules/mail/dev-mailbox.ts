import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer, MailMessage } from './mailer';

/**
 * The mailer when SMTP_URL is unset: messages are stored (read at GET /api/v1/dev/mailbox) and
 * logged. The code reaches the log only with dev tools on (OWO_DEV_TOOLS=1).
 */
export function createDevMailbox(db: Db, log: FastifyBaseLogger, showCodes: boolean): Mailer {
  const logSent = ({ to, subject, code }: MailMessage) => {
    const codeNote = showCodes && code ? ` (code ${code})` : '';
    log.info(`mail to ${to}: ${subject}${codeNote}`);
  };
  const row = ({ to, subject, text, code }: MailMessage) => ({
    recipient: to,
    subject,
    text,
    code: code ?? null,
  });
  return {
    async send(message) {
      await db.insertInto('mailbox').values(row(message)).execute();
      logSent(message);
    },
    async sendMany(messages) {
      if (messages.length === 0) return;
      await db.insertInto('mailbox').values(messages.map(row)).execute();
      for (const message of messages) logSent(message);
    },
    async close() {},
  };
}
