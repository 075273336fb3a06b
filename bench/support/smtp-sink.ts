import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on a loopback port that takes whatever it is sent, for the database cost bench: the API
 * sends its mail (money alerts, verification codes) as a deployment does, through SMTP_URL, and not into
 * the dev mailbox, a table of the database a deployment does not write. It keeps only the verification
 * codes, which the bench's new accounts need.
 */
export interface SmtpSink {
  /** SMTP_URL for the API. */
  url: string;
  /** The last verification code sent to `email`. */
  codeFor(email: string): string | undefined;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const codes = new Map<string, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable soft line breaks could split the code.
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        const code = /verification code is (\d+)/.exec(raw)?.[1];
        if (code) for (const to of session.envelope.rcptTo) codes.set(to.address.toLowerCase(), code);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    codeFor: (email) => codes.get(email.toLowerCase()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
