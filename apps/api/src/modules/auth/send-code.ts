import type { Mailer } from '../mail/mailer';
import { verificationCodeMail } from '../mail/templates';
import type { Codes } from './codes';

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

/** Emails an account a verification code, within the hourly cap (a 429 beyond it). */
export async function sendVerificationCode(codes: Codes, mailer: Mailer, user: Recipient): Promise<void> {
  await codes.assertCanSend(user.email, 'verify_email');
  const code = await codes.issue(user.email, 'verify_email', user.id);
  await mailer.send(verificationCodeMail(user.email, user.firstName, code));
}
