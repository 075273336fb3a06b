import { ERROR_CODES, formatMoney, type PayBillBody } from '@owo/core/contract';
import { HttpError } from '../../http/errors';
import type { Bills } from './bills';

export interface Price {
  amount: number;
  productId: string | null;
  productName: string | null;
}

const refuse = (field: string, message: string) =>
  new HttpError(422, ERROR_CODES.validation, message, { [field]: [message] });

/**
 * What the purchase costs: the chosen product's price from the provider's list (a stated amount must
 * match it: prices and gift-card rates move), or the amount typed for airtime, electricity and betting.
 */
export async function priceOf(bills: Bills, body: Omit<PayBillBody, 'pin'>, now: Date): Promise<Price> {
  if (body.productId === undefined) return { amount: body.amount ?? 0, productId: null, productName: null };
  const list = await bills.provider.products(body.service, body.biller, now);
  const product = list?.products.find((p) => p.id === body.productId);
  if (!product) throw refuse('productId', 'Please choose a plan from the list');
  if (body.amount !== undefined && body.amount !== product.amount)
    throw refuse(
      'amount',
      `The price of this plan is now ${formatMoney(product.amount)}. Please check and pay again.`,
    );
  return { amount: product.amount, productId: product.id, productName: product.name };
}
