import {
  BILL_WEBHOOK_SIGNATURE_HEADER,
  billPurchaseResponse,
  billQuoteBody,
  billQuoteResponse,
  billReferenceParams,
  billWebhookBody,
  giftCardSaleBody,
  giftCardSaleResponse,
  messageResponse,
  payBillBody,
} from '@owo/core/contract';
import { HttpError, notFound } from '../../http/errors';
import { IDEMPOTENCY_RULES, idempotentAnswer, moneyRefusals, pinRefusals } from '../../http/money-responses';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { statusTableMarkdown } from '../ledger/statuses';
import { ownTransaction } from '../transactions/transaction-list';
import type { Bills } from './bills';
import { checkBill } from './check-bill';
import { payBill } from './pay-bill';
import { toPurchase } from './purchase-view';
import { sandboxTableMarkdown } from './sandbox-values';
import { sellGiftCard } from './sell-giftcard';
import { applyWebhook, validSignature } from './webhook';

export function payRoutes(bills: Bills) {
  const { db } = bills.ctx;
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/bills/pay',
      tag: 'Bills',
      summary: 'Pay a bill or buy a service from the wallet: held, then posted when the provider confirms',
      description: [
        `${IDEMPOTENCY_RULES}\n\n`,
        'The checks of POST /bills/quote come first, in its order, before the PIN is verified; the limits and ',
        'the balance are checked again as the money is held. Amounts are kobo; bills are ',
        'free (fee 0). The money is held before the provider is asked; a confirmation posts the hold, a ',
        'refusal voids it (the money is back), and no answer leaves the purchase `pending` until a durable ',
        'requery or the provider’s webhook settles it. Airtime is ₦50 to ₦50,000; electricity and betting ',
        'take a typed amount; other services a `productId` from the products list.\n\n',
        `${sandboxTableMarkdown()}\n\nStatus transitions:\n\n${statusTableMarkdown()}`,
      ].join(''),
      auth: true,
      body: payBillBody,
      invalidStatus: 422,
      responses: {
        201: {
          description: 'The purchase: completed, pending or failed, with what was delivered',
          schema: billPurchaseResponse,
        },
        ...moneyRefusals,
        ...pinRefusals,
        422: failure(
          'Invalid input, INVALID_CUSTOMER, INSUFFICIENT_FUNDS, LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED',
        ),
        503: failure('PROVIDER_UNAVAILABLE: the customer could not be checked; nothing was held'),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await payBill(bills, req, auth.user, body)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/bills/quote',
      tag: 'Bills',
      summary:
        'Check a purchase before the PIN is asked: its price, the customer, and that it can go through',
      description: [
        'The body of POST /bills/pay without `pin`; moves nothing and needs no Idempotency-Key. Runs the ',
        'checks paying runs, in the same order: PIN_NOT_SET, the biller, the plan and its current price, the customer ',
        '(INVALID_CUSTOMER, asked of the provider), then LIMIT_EXCEEDED (the single-transaction limit, then ',
        'the daily limit), then INSUFFICIENT_FUNDS (amount + fee against the available balance).',
      ].join(''),
      auth: true,
      body: billQuoteBody,
      invalidStatus: 422,
      responses: {
        200: {
          description: 'The purchase can go through: price, fee, total, customer',
          schema: billQuoteResponse,
        },
        401: signInRequired,
        403: failure('PIN_NOT_SET: a transfer or payment needs a transaction PIN first'),
        422: failure(
          'Invalid input (a plan whose price changed names the new one), INVALID_CUSTOMER, LIMIT_EXCEEDED or ' +
            'INSUFFICIENT_FUNDS',
        ),
        503: failure('PROVIDER_UNAVAILABLE: the customer could not be checked'),
      },
    })(async ({ auth, body }) => {
      const { price, customer } = await checkBill(bills, auth.user, body);
      const fee = bills.ctx.config.bills.paymentFee;
      return {
        status: true,
        data: {
          amount: price.amount,
          fee,
          total: price.amount + fee,
          productName: price.productName,
          customer,
        },
      };
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/bills/purchases/:reference',
      tag: 'Bills',
      summary: 'One of the caller’s purchases, with what was delivered (how a pending one is followed)',
      auth: true,
      params: billReferenceParams,
      responses: {
        200: { description: 'The purchase', schema: billPurchaseResponse },
        400: invalidInput,
        401: signInRequired,
        404: failure('No purchase of yours has this reference'),
      },
    })(async ({ auth, params }) => {
      const row = await ownTransaction(db, auth.user.id, params.reference, 'bill');
      const purchase =
        row &&
        (await db
          .selectFrom('billPurchases')
          .selectAll()
          .where('transactionId', '=', row.id)
          .executeTakeFirst());
      if (!row || !purchase) throw notFound('Purchase not found');
      return { status: true, data: toPurchase(row, purchase) };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/giftcards/sales',
      tag: 'Bills',
      summary: 'Sell a gift card to Owo for the naira amount quoted (rate held 60 s): pending until reviewed',
      description: [
        `${IDEMPOTENCY_RULES}\n\n`,
        '`valueUsd` is the face value in cents; `quotedAmount` (kobo) must be the value at the current sell ',
        'rate of GET /bills/giftcards/billers/:brand/products, else 422 with the new amount. An approval credits ',
        'the wallet (within the tier’s maximum balance); a rejection says why. Sandbox: card code SANDBOX-REJECT ',
        'is rejected after review; SANDBOX-APPROVE and any other well-formed code are approved after review ',
        '(SANDBOX_BILLS_LATE_MS).',
      ].join(''),
      auth: true,
      body: giftCardSaleBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The sale, pending review', schema: giftCardSaleResponse },
        ...moneyRefusals,
        422: failure('Invalid input, a quote that no longer holds, LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED'),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await sellGiftCard(bills, req, auth.user, body)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/bills/webhooks/sandbox',
      tag: 'Bills',
      summary: 'The bills provider’s callbacks, signed with HMAC-SHA512 and applied once per event id',
      description:
        '`X-Owo-Signature` is the hex HMAC-SHA512 of the exact body under BILLS_WEBHOOK_SECRET. An event id seen before answers 200 and changes nothing; a callback for a purchase a requery already settled changes nothing either.',
      body: billWebhookBody,
      responses: {
        200: { description: 'Applied, or seen before', schema: messageResponse },
        400: invalidInput,
        401: failure('A missing or wrong signature'),
      },
    })(async ({ req, body }) => {
      const signature = req.headers[BILL_WEBHOOK_SIGNATURE_HEADER];
      if (
        !validSignature(
          bills.ctx.config.bills.webhookSecret,
          req.rawBody ?? '',
          Array.isArray(signature) ? signature[0] : signature,
        )
      )
        throw new HttpError(401, 'UNAUTHORIZED', 'The signature does not match this body');
      const applied = await applyWebhook(bills, body);
      return { status: true, message: applied ? 'Event applied' : 'Event already applied' };
    }),
  ];
}
