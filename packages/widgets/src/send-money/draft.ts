import {
  accountNumberField,
  bankCodeField,
  fieldErrors,
  isValidAccountNumber,
  narrationField,
  recipientField,
} from '@owo/core/contract';
import * as z from 'zod/mini';
import { readAmount } from '../money/read-amount';

export type TransferKind = 'user' | 'bank';

/** What the person asked for, checked against the contract's fields; the amount in kobo. */
export type Draft =
  | { kind: 'user'; recipient: string; amount: number; narration?: string }
  | { kind: 'bank'; bankCode: string; accountNumber: string; amount: number; narration?: string };

/** Who the money goes to, as the lookup named them: shown before the person confirms. */
export interface Payee {
  name: string;
  /** '@ada_o', or 'GTBank · 0123456789'. */
  detail: string;
}

/** What the details step's controls hold, as typed. */
export interface DraftValues {
  recipient: string;
  bankCode: string;
  accountNumber: string;
  amount: string;
  narration: string;
}

export type DraftErrors = Partial<Record<keyof DraftValues, string>>;

export const NUBAN_MESSAGE = 'This account number is not valid for the chosen bank: check each digit';

export const emptyDraftValues: DraftValues = {
  recipient: '',
  bankCode: '',
  accountNumber: '',
  amount: '',
  narration: '',
};

// The contract's own fields (the API checks the same ones), so the two can never disagree.
const userFields = z.object({ recipient: recipientField, narration: narrationField });
const bankFields = z.object({
  bankCode: bankCodeField,
  accountNumber: accountNumberField,
  narration: narrationField,
});

/** The draft these values make, or the first message per field. */
export function readDraft(
  kind: TransferKind,
  values: DraftValues,
): { ok: true; draft: Draft } | { ok: false; errors: DraftErrors } {
  const narration = values.narration.trim() === '' ? undefined : values.narration;
  const fields =
    kind === 'user'
      ? userFields.safeParse({ recipient: values.recipient, narration })
      : bankFields.safeParse({ bankCode: values.bankCode, accountNumber: values.accountNumber, narration });
  const amount = readAmount(values.amount);
  const errors: DraftErrors = fields.success ? {} : (fieldErrors(fields.error) as DraftErrors);
  if (!amount.ok) errors.amount = amount.message;
  // The CBN check digit catches a mistyped digit here, before any bank is asked whose account it is.
  if (kind === 'bank' && fields.success && !isValidAccountNumber(values.bankCode, values.accountNumber))
    errors.accountNumber = NUBAN_MESSAGE;
  if (Object.keys(errors).length > 0 || !fields.success || !amount.ok) return { ok: false, errors };
  const common = {
    amount: amount.kobo,
    ...(fields.data.narration ? { narration: fields.data.narration } : {}),
  };
  const data = fields.data as Record<string, string>;
  return kind === 'user'
    ? { ok: true, draft: { kind, recipient: data.recipient ?? '', ...common } }
    : {
        ok: true,
        draft: { kind, bankCode: data.bankCode ?? '', accountNumber: data.accountNumber ?? '', ...common },
      };
}
