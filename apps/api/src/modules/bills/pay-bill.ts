import type { Biller, payBillBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema';
import { partnerOriginOf } from '../../http/origin';
import type { Trx } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { openHeldDebit } from '../money/held-debit';
import { type Claim, completeKey, withIdempotency } from '../money/idempotency';
import { checkTransactionPin } from '../money/transaction-pin';
import { queuePaymentEvent } from '../partners/webhooks';
import { newReference } from '../transactions/references';
import { checkPayment } from '../wallet/limits';
import { type Bills, billsAccounts } from './bills';
import { type BillQuoteInput, type CheckedBill, checkBill } from './check-bill';
import type { Price } from './price';
import type { PurchaseOutcome } from './provider';
import { purchaseRequest, toPurchase } from './purchase-view';
import { applyOutcome, lockOpenPurchase } from './resolve-purchase';
import { withTimeout } from './with-timeout';

export const BILL_PURCHASE_JOB = 'bill-purchase';

type PayBody = z.output<typeof payBillBody>;

const MESSAGES: Record<string, string> = {
  completed: 'Payment successful',
  failed: 'The provider could not complete this payment; your money is back in your wallet',
};

async function answerOf(trx: Trx, id: string) {
  const row = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const purchase = await trx
    .selectFrom('billPurchases')
    .selectAll()
    .where('transactionId', '=', id)
    .executeTakeFirstOrThrow();
  return {
    status: true as const,
    message: MESSAGES[row.status] ?? 'Payment pending: we will let you know when the provider confirms it',
    data: toPurchase(row, purchase),
  };
}

/** The hold, the purchase, its requery job and a first (pending) answer under the key: one transaction. */
async function openPurchase(
  bills: Bills,
  trx: Trx,
  user: UserRow,
  body: BillQuoteInput,
  biller: Biller,
  price: Price,
  customerName: string,
  now: Date,
  partnerOrigin: string | null,
) {
  const { ctx } = bills;
  const wallet = await lockWallet(trx, user.id);
  checkPayment(ctx.config.money, { from: wallet }, price.amount, ctx.config.bills.paymentFee, now);
  const row = await openHeldDebit(
    trx,
    wallet,
    {
      reference: newReference(now),
      type: 'bill',
      amount: price.amount,
      fee: ctx.config.bills.paymentFee,
      counterparty: JSON.stringify({ name: biller.name }),
      narration: [price.productName, body.customerId].filter(Boolean).join(' · '),
      partnerOrigin,
      createdAt: now,
      updatedAt: now,
    },
    // Durable: if this process dies before the provider answers, the job asks after a restart.
    { kind: BILL_PURCHASE_JOB, runAt: new Date(now.getTime() + ctx.config.bills.requeryAfterMs) },
  );
  const purchase = await trx
    .insertInto('billPurchases')
    .values({
      transactionId: row.id,
      service: body.service,
      biller: biller.id,
      billerName: biller.name,
      customerId: body.customerId,
      customerName,
      productId: price.productId,
      productName: price.productName,
      meterType: body.meterType ?? null,
      provider: bills.provider.name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, purchase };
}

type Answer = Awaited<ReturnType<typeof answerOf>>;

/**
 * A purchase checked by checkBill, made: the money is held (the limits and balance checked again under
 * the wallet's lock), the provider is asked outside any transaction, then its answer is applied. Under
 * an idempotency `claim`, the answer is stored with each effect.
 */
async function makePurchase(
  bills: Bills,
  user: UserRow,
  checked: CheckedBill,
  claim?: Claim,
  partnerOrigin: string | null = null,
): Promise<Answer> {
  const { ctx } = bills;
  const { body, biller, price, customer } = checked;
  const now = ctx.clock.now();

  const { row, purchase } = await ctx.db.transaction().execute(async (trx) => {
    const opened = await openPurchase(
      bills,
      trx,
      user,
      body,
      biller,
      price,
      customer.customerName,
      now,
      partnerOrigin,
    );
    if (claim) await completeKey(trx, claim, 201, await answerOf(trx, opened.row.id));
    return opened;
  });

  let outcome: PurchaseOutcome | null = null;
  try {
    outcome = await withTimeout(
      bills.provider.pay(purchaseRequest(row, purchase)),
      ctx.config.bills.providerTimeoutMs,
    );
  } catch (error) {
    ctx.log.warn(
      { err: error, reference: row.reference },
      'bills provider gave no answer; the purchase stays pending',
    );
  }

  const accounts = await billsAccounts(bills);
  return ctx.db.transaction().execute(async (trx) => {
    const open = await lockOpenPurchase(trx, row.id, user.id);
    if (open && outcome && (await applyOutcome(trx, open, outcome, accounts, ctx.clock.now()))) {
      await trx
        .deleteFrom('jobs')
        .where('kind', '=', BILL_PURCHASE_JOB)
        .where('subjectId', '=', row.id)
        .execute();
    }
    const settled = await answerOf(trx, row.id);
    // Still waiting on the provider: the partner's server hears so now, and the outcome later.
    if (settled.data.status === 'pending' || settled.data.status === 'processing') {
      await queuePaymentEvent(
        trx,
        row,
        purchase.service,
        'payment.pending',
        settled.data.status,
        ctx.clock.now(),
      );
    }
    if (claim) await completeKey(trx, claim, 201, settled);
    return settled;
  });
}

/** A purchase checked and made, without a PIN or a key (the ledger's property tests drive it). */
export async function buyBill(bills: Bills, user: UserRow, given: BillQuoteInput): Promise<Answer> {
  return makePurchase(bills, user, await checkBill(bills, user, given));
}

/**
 * POST /bills/pay: under the Idempotency-Key, the checks a quote makes (checkBill: no PIN is asked for
 * a purchase that cannot go through), then the PIN, then the purchase.
 */
export async function payBill(bills: Bills, req: FastifyRequest, user: UserRow, body: PayBody) {
  return withIdempotency(bills.ctx, req, user.id, async (claim) => {
    const { pin, ...quote } = body;
    const checked = await checkBill(bills, user, quote);
    await checkTransactionPin(bills.ctx, user, pin);
    const partnerOrigin = await partnerOriginOf(req, bills.ctx.partners);
    return { status: 201, body: await makePurchase(bills, user, checked, claim, partnerOrigin) };
  });
}
