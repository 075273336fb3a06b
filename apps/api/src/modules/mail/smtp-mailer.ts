import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * SMTP through nodemailer. Sending is queued rather than awaited: a slow mail server must not slow
 * the request, nor let its timing tell an existing account from an unknown one. Connections are pooled
 * (nodemailer's defaults: up to 5, each reused for up to 100 messages): money alerts go out in bursts,
 * and a connection and handshake per message cost the API more than the message (issue 25's bench). The
 * URL can still say `?pool=false`.
 */
export function createSmtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true });
  const pending = new Set<Promise<void>>();
  return {
    async send({ to, subject, text }) {
      const job = transport
        .sendMail({ from, to, subject, text })
        .then(() => undefined)
        .catch((error: unknown) => {
          log.error({ err: error, to, subject }, 'mail delivery failed');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
