import type { BillQuoteBody, PayBillBody } from '../internal/runtime';
import type { BillDraft } from './read-details';

/** Above the keypad when paying got no answer: the PIN again checks, and can never pay twice. */
export const NO_ANSWER_MESSAGE =
  'We did not get an answer, so we cannot tell yet whether the payment went through. Enter your PIN to check again: it can never be paid twice.';

/** The purchase as the API's quote (and Owo's secrets frame) takes it: no names, no PIN. */
export function quoteBody(draft: BillDraft): BillQuoteBody {
  const { service, biller, customerId, meterType, productId, amount } = draft;
  return {
    service,
    biller,
    customerId,
    ...(meterType ? { meterType } : {}),
    ...(productId ? { productId } : { amount }),
  };
}

/** POST /bills/pay's body: the quoted purchase and the PIN (on Owo's site, or in Owo's secrets frame). */
export function payBody(draft: BillDraft, pin: string): PayBillBody {
  return { ...quoteBody(draft), pin };
}
