import type { TransferBody, TransferQuote, TransferQuoteBody } from '../internal/runtime';
import type { Draft, Payee } from './draft';

/** Above the keypad when sending got no answer: the PIN again checks, and can never send twice. */
export const NO_ANSWER_MESSAGE =
  'We did not get an answer, so we cannot tell yet whether the transfer went through. Enter your PIN to check again: it can never be sent twice.';

/** The transfer as the API's quote (and Owo's secrets frame) takes it: no names, no PIN. */
export function quoteBody(draft: Draft): TransferQuoteBody {
  const narration = draft.narration ? { narration: draft.narration } : {};
  return draft.kind === 'user'
    ? { type: 'user', recipient: draft.recipient, amount: draft.amount, ...narration }
    : {
        type: 'bank',
        bankCode: draft.bankCode,
        accountNumber: draft.accountNumber,
        amount: draft.amount,
        ...narration,
      };
}

/** POST /transfers' body: the quoted transfer and the PIN (on Owo's site, or in Owo's secrets frame). */
export function transferBody(draft: Draft, pin: string): TransferBody {
  return { ...quoteBody(draft), pin };
}

/** Whom the quote says the money reaches, as the review shows them. */
export function payeeOf({ payee }: TransferQuote): Payee {
  return payee.username
    ? { name: payee.name, detail: `@${payee.username}` }
    : { name: payee.name, detail: `${payee.bankName} · ${payee.accountNumber}` };
}
