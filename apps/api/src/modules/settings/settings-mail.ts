import type { MailMessage } from '../mail/mailer';

const SIGN_OFF = '\n\nThe Owo team';
const NOT_YOU = 'If this was not you, reset your password now and contact support.';
const CODE_NOTE =
  'The code expires in 10 minutes and works once. If you did not ask for it, ignore this email.';

/** To the new address: the code that proves it. */
export function emailChangeCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Owo email address',
    text: `Hi ${firstName},\n\nTo make this your Owo email address, enter this code: ${code}.\n\n${CODE_NOTE}${SIGN_OFF}`,
    code,
  };
}

/** To the new address when it already has an account: no code (it can never verify), no name. */
export function emailTakenMail(to: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to move an Owo account to your email',
    text:
      'Hello,\n\nSomeone asked to use this email address for another Owo account. It already has an ' +
      `account, so nothing has changed and nothing will. If it was you, sign in with this address instead.${SIGN_OFF}`,
  };
}

/** To the old address when a change is asked for. */
export function emailChangeRequestedMail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Owo email address is being changed',
    text: `Hi ${firstName},\n\nSomeone signed in to your Owo account asked to change its email address to ${newEmail}. It changes only when the code sent there is entered. ${NOT_YOU}${SIGN_OFF}`,
  };
}

/** To the old address once the change is made. */
export function emailChangedMail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Owo email address was changed',
    text: `Hi ${firstName},\n\nThe email address of your Owo account is now ${newEmail}; this address gets no more mail about it. For 24 hours, money to people you have not paid before is limited. ${NOT_YOU}${SIGN_OFF}`,
  };
}

export function passwordChangedHereMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your Owo password was changed',
    text: `Hi ${firstName},\n\nThe password of your Owo account was just changed in Settings, and every other device was signed out. For 24 hours, money to people you have not paid before is limited. ${NOT_YOU}${SIGN_OFF}`,
  };
}

export function pinResetCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Owo PIN reset code',
    text: `Hi ${firstName},\n\nYour code to set a new transaction PIN is ${code}.\n\n${CODE_NOTE}${SIGN_OFF}`,
    code,
  };
}

export function pinChangedMail(to: string, firstName: string, reset: boolean): MailMessage {
  return {
    to,
    subject: reset ? 'Your Owo transaction PIN was reset' : 'Your Owo transaction PIN was changed',
    text: `Hi ${firstName},\n\nYour transaction PIN was just ${reset ? 'reset with a code sent to this address; any PIN lock is lifted. For 24 hours, money to people you have not paid before is limited' : 'changed'}. ${NOT_YOU}${SIGN_OFF}`,
  };
}
