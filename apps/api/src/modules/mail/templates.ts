import type { MailMessage } from './mailer';

const SIGN_OFF = '\n\nThe Owo team';
const CODE_NOTE =
  'The code expires in 10 minutes and works once. If you did not ask for it, ignore this email.';

export function verificationCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Owo verification code',
    text: `Hi ${firstName},\n\nYour verification code is ${code}.\n\n${CODE_NOTE}${SIGN_OFF}`,
    code,
  };
}

export function resetCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Owo password reset code',
    text: `Hi ${firstName},\n\nYour password reset code is ${code}.\n\n${CODE_NOTE}${SIGN_OFF}`,
    code,
  };
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function alreadyRegisteredMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create an Owo account with your email',
    text:
      `Hi ${firstName},\n\nSomeone (maybe you) tried to create a new Owo account with this email address, ` +
      'which already has an account. Nothing has changed.\n\nIf it was you, sign in instead; if you ' +
      'have forgotten your password, use "Forgot password" on the sign-in page. If it was not you, ' +
      `you can ignore this email.${SIGN_OFF}`,
  };
}

export function passwordChangedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your Owo password was changed',
    text:
      `Hi ${firstName},\n\nThe password of your Owo account was just changed and every device was ` +
      'signed out. If this was not you, reset your password now and contact support.' +
      SIGN_OFF,
  };
}

export function newsletterConfirmMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Owo newsletter subscription',
    text:
      `Hello,\n\nSomeone (we hope you) asked to get the Owo newsletter at this address. To confirm, enter ` +
      `this code on the Owo site: ${code}.\n\nIf it was not you, ignore this email: nothing will be sent ` +
      `to you.${SIGN_OFF}`,
    code,
  };
}
