import type { Mailer } from '../mail/mailer';
import { verificationCodeMail } from '../mail/templates';
import type { Codes } from './codes';

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

/** Issues an account a verification code and emails it (the caller has checked the hourly cap). */
export async function mailVerificationCode(codes: Codes, mailer: Mailer, user: Recipient): Promise<void> {
  const code = await codes.issue(user.email, 'verify_email', user.id);
  await mailer.send(verificationCodeMail(user.email, user.firstName, code));
}
