import { type BillCustomer, billsApi, MONEY_ERROR_CODES, type OwoRuntime } from '../internal/runtime';
import { refusalOf } from '../money/refusal';
import { quoteBody } from './pay-body';
import type { BillDraft, DetailErrors } from './read-details';

export type BillCheck =
  | { ok: true; customer: BillCustomer }
  | { ok: false; errors: DetailErrors; message?: string };

type DetailField = keyof DetailErrors;
const FIELDS: readonly DetailField[] = ['biller', 'customerId', 'productId', 'amount'];

/**
 * Asks the API, before anything is confirmed, whether the purchase can go through: the plan's price,
 * who the provider says the customer is, the tier's limits and the balance, in the order paying checks
 * them. The PIN is asked only after this says yes; a refusal goes under the field the person can change
 * (a limit or a short balance under the amount, or the plan where the price is the plan's).
 */
export async function quoteBill(runtime: Pick<OwoRuntime, 'http'>, draft: BillDraft): Promise<BillCheck> {
  try {
    return { ok: true, customer: (await billsApi(runtime).quote(quoteBody(draft))).customer };
  } catch (error) {
    const priceField: DetailField = draft.productId ? 'productId' : 'amount';
    const fieldOf: Partial<Record<string, DetailField>> = {
      [MONEY_ERROR_CODES.invalidCustomer]: 'customerId',
      [MONEY_ERROR_CODES.limitExceeded]: priceField,
      [MONEY_ERROR_CODES.insufficientFunds]: priceField,
    };
    return {
      ok: false,
      ...refusalOf(error, fieldOf, FIELDS, 'We could not check the details. Please try again.'),
    };
  }
}
