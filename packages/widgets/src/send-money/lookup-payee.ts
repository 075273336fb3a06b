import { isApiError, type OwoRuntime, transfersApi } from '../internal/runtime';
import type { DraftErrors } from './draft';
import type { Draft, Payee } from './send-flow';

export type PayeeLookup = { ok: true; payee: Payee } | { ok: false; errors: DraftErrors; message?: string };

/**
 * Who the money would reach, asked of the API before anything is confirmed: an Owo user's display name
 * (never their email or phone), or the bank account holder's name (name enquiry). A "no such person"
 * answer belongs under the field that named them.
 */
export async function lookupPayee(runtime: Pick<OwoRuntime, 'http'>, draft: Draft): Promise<PayeeLookup> {
  try {
    if (draft.kind === 'user') {
      const found = await transfersApi(runtime).recipient(draft.recipient);
      return { ok: true, payee: { name: found.displayName, detail: `@${found.username}` } };
    }
    const account = await transfersApi(runtime).resolveAccount({
      bankCode: draft.bankCode,
      accountNumber: draft.accountNumber,
    });
    return {
      ok: true,
      payee: { name: account.accountName, detail: `${account.bankName} · ${account.accountNumber}` },
    };
  } catch (error) {
    const message = isApiError(error) ? error.message : 'Could not check the recipient. Please try again.';
    const aboutPayee = isApiError(error) && error.status >= 400 && error.status < 500;
    if (!aboutPayee) return { ok: false, errors: {}, message };
    return { ok: false, errors: draft.kind === 'user' ? { recipient: message } : { accountNumber: message } };
  }
}
