import { DIALOG_INPUT_ERRORS } from '../constants';

export type DialogInputType = 'text' | 'email' | 'url';

const emailPattern = /^[a-zA-Z0-9.+_'-]+@[a-zA-Z0-9.-]+\.[a-zA-Z0-9-]+$/;
const urlPattern =
  /^https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-z]{2,63}\b([-a-zA-Z0-9@:%_+.~#?&/=]*)$/;

/** SPEC.md 5, dialog input validators: the message for an invalid value, or null when it is fine. */
export function validateDialogInput(type: DialogInputType, value: string): string | null {
  const trimmed = value.trim();
  if (type === 'email') return emailPattern.test(trimmed) ? null : DIALOG_INPUT_ERRORS.email;
  if (type === 'url') return urlPattern.test(trimmed) ? null : DIALOG_INPUT_ERRORS.url;
  return null;
}
