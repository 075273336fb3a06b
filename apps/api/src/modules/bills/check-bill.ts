import { type BillCustomer, type Biller, type billQuoteBody, normaliseCustomerId } from '@owo/core/contract';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema';
import { readWallets } from '../ledger/wallet-locks';
import { assertPinSet } from '../money/transaction-pin';
import { checkPayment } from '../wallet/limits';
import type { Bills } from './bills';
import { findBiller, lookUpCustomer } from './lookup';
import { type Price, priceOf } from './price';

export type BillQuoteInput = z.output<typeof billQuoteBody>;

/** A purchase that can go through as it stands. */
export interface CheckedBill {
  /** The request with the customer id in its normal form. */
  body: BillQuoteInput;
  biller: Biller;
  price: Price;
  customer: BillCustomer;
}

/**
 * Every check a purchase must pass, in the order a person can act on it: a PIN set at all, the biller, the plan's price,
 * the customer (asked of the provider), then the money (checkPayment: the limits before the balance).
 * POST /bills/quote answers with it before the PIN is asked; POST /bills/pay runs it before the PIN too,
 * and checkPayment again under the wallet's lock as the money is held. One function for both.
 */
export async function checkBill(bills: Bills, user: UserRow, given: BillQuoteInput): Promise<CheckedBill> {
  const { ctx } = bills;
  assertPinSet(user);
  const body = { ...given, customerId: normaliseCustomerId(given.service, given.customerId) };
  const now = ctx.clock.now();
  const biller = await findBiller(bills, body.service, body.biller);
  const price = await priceOf(bills, body, now);
  const customer = await lookUpCustomer(bills, body);
  const from = (await readWallets(ctx.db, [user.id])).get(user.id);
  if (!from) throw new Error('wallets must exist before a purchase');
  checkPayment(ctx.config.money, { from }, price.amount, ctx.config.bills.paymentFee, now);
  return { body, biller, price, customer };
}
