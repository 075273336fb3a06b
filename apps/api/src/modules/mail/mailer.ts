/** One email. `code` is the one-time code it carries, kept apart so the dev mailbox can show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Several at once, all or none (the dev mailbox: one insert); a mailer without it sends them one by one. */
  sendMany?(messages: MailMessage[]): Promise<void>;
  close(): Promise<void>;
}
