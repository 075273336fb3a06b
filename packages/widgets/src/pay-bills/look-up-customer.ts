import {
  type BillCustomer,
  billsApi,
  isApiError,
  MONEY_ERROR_CODES,
  type OwoRuntime,
} from '../internal/runtime';
import type { BillDraft } from './pay-flow';
import type { DetailErrors } from './read-details';

export type CustomerLookup =
  | { ok: true; customer: BillCustomer }
  | { ok: false; errors: DetailErrors; message?: string };

/** Asks the provider who the customer is; its refusal is put on the field the person typed. */
export async function lookUpCustomer(
  runtime: Pick<OwoRuntime, 'http'>,
  draft: BillDraft,
): Promise<CustomerLookup> {
  try {
    const customer = await billsApi(runtime).validate({
      service: draft.service,
      biller: draft.biller,
      customerId: draft.customerId,
      ...(draft.meterType ? { meterType: draft.meterType } : {}),
    });
    return { ok: true, customer };
  } catch (error) {
    if (isApiError(error) && error.code === MONEY_ERROR_CODES.invalidCustomer)
      return { ok: false, errors: { customerId: error.message } };
    return {
      ok: false,
      errors: {},
      message: isApiError(error) ? error.message : 'We could not check the details. Please try again.',
    };
  }
}
