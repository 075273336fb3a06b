import { MONEY_ERROR_CODES, type OwoRuntime, transfersApi } from '../internal/runtime';
import { refusalOf } from '../money/refusal';
import type { Draft, DraftErrors, DraftValues, Payee } from './draft';
import { payeeOf, quoteBody } from './transfer-body';

export type TransferCheck = { ok: true; payee: Payee } | { ok: false; errors: DraftErrors; message?: string };

const FIELD_OF: Partial<Record<string, keyof DraftValues>> = {
  [MONEY_ERROR_CODES.recipientNotFound]: 'recipient',
  [MONEY_ERROR_CODES.selfTransfer]: 'recipient',
  [MONEY_ERROR_CODES.unknownBank]: 'bankCode',
  [MONEY_ERROR_CODES.invalidAccountNumber]: 'accountNumber',
  [MONEY_ERROR_CODES.accountNotFound]: 'accountNumber',
  [MONEY_ERROR_CODES.limitExceeded]: 'amount',
  [MONEY_ERROR_CODES.insufficientFunds]: 'amount',
};
const FIELDS = ['recipient', 'bankCode', 'accountNumber', 'amount', 'narration'] as const;

/**
 * Asks the API, before anything is confirmed, whether the transfer can go through: whom it reaches (an
 * Owo user's display name, never their email or phone; a bank account holder's name), the tier's limits
 * and the balance with the fee, in the order sending checks them. The PIN is asked only after this says
 * yes; a refusal goes under the field the person can change.
 */
export async function quoteTransfer(runtime: Pick<OwoRuntime, 'http'>, draft: Draft): Promise<TransferCheck> {
  try {
    return { ok: true, payee: payeeOf(await transfersApi(runtime).quote(quoteBody(draft))) };
  } catch (error) {
    return {
      ok: false,
      ...refusalOf(error, FIELD_OF, FIELDS, 'Could not check the transfer. Please try again.'),
    };
  }
}
