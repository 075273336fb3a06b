/** One email. `code` is the one-time code it carries, kept apart so the dev mailbox can show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
