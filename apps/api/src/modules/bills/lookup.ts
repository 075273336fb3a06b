import { type BillCustomer, ERROR_CODES, MONEY_ERROR_CODES, normaliseCustomerId } from '@owo/core/contract';
import { HttpError } from '../../http/errors';
import type { Bills } from './bills';
import type { CustomerRequest } from './provider';

export const providerUnavailable = () =>
  new HttpError(
    503,
    MONEY_ERROR_CODES.providerUnavailable,
    'We could not reach the biller. Please try again.',
  );

export const unknownBiller = () =>
  new HttpError(422, ERROR_CODES.validation, 'Please choose a biller from the list', {
    biller: ['Please choose a biller from the list'],
  });

/** A biller the provider sells for this service, by id; refused before anything else is asked. */
export async function findBiller(bills: Bills, service: CustomerRequest['service'], biller: string) {
  const services = await bills.provider.services();
  const found = services.find((s) => s.id === service)?.billers.find((b) => b.id === biller);
  if (!found) throw unknownBiller();
  return found;
}

/** Who the provider says the customer is: a 422 INVALID_CUSTOMER it words, or 503 when it is away. */
export async function lookUpCustomer(bills: Bills, given: CustomerRequest): Promise<BillCustomer> {
  const request = { ...given, customerId: normaliseCustomerId(given.service, given.customerId) };
  await findBiller(bills, request.service, request.biller);
  let outcome: Awaited<ReturnType<Bills['provider']['validate']>>;
  try {
    outcome = await bills.provider.validate(request);
  } catch {
    throw providerUnavailable();
  }
  if (!outcome.valid) throw new HttpError(422, MONEY_ERROR_CODES.invalidCustomer, outcome.reason);
  return outcome.customer;
}
