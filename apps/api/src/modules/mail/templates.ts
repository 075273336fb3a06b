import { type BillDelivery, deliveredItems, formatMoney } from '@owo/core/contract';
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

/** A completed purchase: the receipt rows and what was delivered. */
export interface PurchaseReceipt {
  /** What was bought, for people: 'Ikeja Electric', 'MTN 2GB, 30 days'. */
  what: string;
  /** The receipt's rows before the amounts: [['Meter number', '1111111111111'], ['Customer', 'ADA EZE']]. */
  rows: [label: string, value: string][];
  amount: number;
  fee: number;
  reference: string;
  /** When it completed, Lagos time. */
  date: string;
  delivery: BillDelivery;
}

/**
 * The receipt of a completed purchase, with what was delivered (the token and its units, e-PINs, a
 * gift-card code), as VTpass and Baxi send it. Only what the person bought: never a PIN of theirs or
 * anything else. The subject names no delivered value (subjects reach the mail log).
 */
export function purchaseReceiptMail(to: string, firstName: string, receipt: PurchaseReceipt): MailMessage {
  const delivered = deliveredItems(receipt.delivery);
  const lines = [
    ...receipt.rows,
    ['Amount', formatMoney(receipt.amount)],
    ['Fee', receipt.fee === 0 ? 'Free' : formatMoney(receipt.fee)],
    ['Total', formatMoney(receipt.amount + receipt.fee)],
    ['Reference', receipt.reference],
    ['Date', receipt.date],
  ].map(([label, value]) => `${label}: ${value}`);
  const deliveredText =
    delivered.length === 0
      ? ''
      : `\n\nWhat you bought:\n${delivered.map(({ label, value }) => `${label}: ${value}`).join('\n')}\n\n` +
        'Keep this email: what is above is as good as cash. It is also on the receipt in your Owo History. ' +
        'Owo will never ask you for it, your password or your PIN.';
  return {
    to,
    subject: `Your Owo receipt: ${receipt.what}, ${formatMoney(receipt.amount)}`,
    text:
      `Hi ${firstName},\n\nYour payment for ${receipt.what} was successful.\n\n${lines.join('\n')}` +
      `${deliveredText}${SIGN_OFF}`,
  };
}

export interface MoneyAlert {
  direction: 'debit' | 'credit';
  amount: number;
  fee: number;
  counterparty: string;
  balanceAfter: number;
  reference: string;
  date: string;
}

/**
 * A bank's transaction alert for a completed debit or credit: amount, counterparty, balance after,
 * reference. Never a secret; the subject names only the amount.
 */
export function moneyAlertMail(to: string, firstName: string, alert: MoneyAlert): MailMessage {
  const amount = formatMoney(alert.amount);
  const debit = alert.direction === 'debit';
  return {
    to,
    subject: `Owo ${debit ? 'debit' : 'credit'} alert: ${amount}`,
    text: [
      `Hi ${firstName},`,
      '',
      `${debit ? 'Debit' : 'Credit'}: ${amount}${debit && alert.fee > 0 ? ` (fee ${formatMoney(alert.fee)})` : ''}`,
      `${debit ? 'To' : 'From'}: ${alert.counterparty}`,
      `Balance after: ${formatMoney(alert.balanceAfter)}`,
      `Reference: ${alert.reference}`,
      `Date: ${alert.date}`,
      '',
      'If you do not recognise this, change your password and contact support. You can turn these emails off in Settings, Preference.',
      '',
      'The Owo team',
    ].join('\n'),
  };
}
