import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom, log);
  if (!config.devTools) {
    log.warn(
      'SMTP_URL is not set: emails are only kept in the database mailbox (not served: dev tools are off)',
    );
  }
  return createDevMailbox(db, log, config.devTools);
}
