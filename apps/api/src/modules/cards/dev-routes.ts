import {
  cardAuthorizationBody,
  cardAuthorizationResponse,
  cardRefundBody,
  cardRefundResponse,
} from '@owo/core/contract';
import { notFound } from '../../http/errors';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { ownCard } from './card-locks';
import { toCardTransaction } from './card-view';
import type { Cards } from './cards';
import type { SandboxMerchant } from './issuer';

/**
 * Local dev tools only (beside the dev mailbox), with a sandbox issuer: the signed-in person plays a
 * merchant charging one of their cards, or refunding a charge. The issuer then asks Owo as it would for
 * a real merchant (a signed authorisation request, a signed refund).
 */
export function cardDevRoutes(cards: Cards, merchant: SandboxMerchant) {
  const { db } = cards.ctx;
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/dev/card-authorizations',
      tag: 'Development',
      summary: 'Sandbox: a merchant charges one of your cards; approved or declined, and why',
      description:
        '`amount` is cents; `category` defaults to `general`. Declines: `card_terminated`, `card_frozen`, ' +
        '`merchant_not_supported` (gambling, crypto), `insufficient_funds`, in that order. An approval lowers the ' +
        'balance at once; a decline costs nothing and notifies the owner.',
      auth: true,
      body: cardAuthorizationBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The decision', schema: cardAuthorizationResponse },
        401: signInRequired,
        404: failure('No card of yours has this id, or the issuer has not created it'),
        422: invalidInput,
      },
    })(async ({ reply, auth, body }) => {
      const card = await ownCard(db, auth.user.id, body.cardId);
      if (!card.issuerCardId) throw notFound('The issuer has not created this card');
      const decision = await merchant.authorize({
        issuerCardId: card.issuerCardId,
        amount: body.amount,
        merchant: body.merchant,
        category: body.category ?? 'general',
      });
      reply.code(201);
      return { status: true, data: decision };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/dev/card-refunds',
      tag: 'Development',
      summary:
        'Sandbox: the merchant of one of your card’s charges refunds it (all, or `amount` cents of what is left)',
      description:
        'The money comes back to the card; a terminated card’s refund comes to the wallet in naira at the sell rate.',
      auth: true,
      body: cardRefundBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The refund on the card’s statement', schema: cardRefundResponse },
        401: signInRequired,
        404: failure('No charge on a card of yours has this id'),
        422: failure('Invalid input, or more than is left of the charge'),
      },
    })(async ({ reply, auth, body }) => {
      const purchase = await db
        .selectFrom('cardTransactions')
        .innerJoin('cards', 'cards.id', 'cardTransactions.cardId')
        .select(['cardTransactions.id', 'cardTransactions.issuerReference'])
        .where('cardTransactions.id', '=', body.transactionId)
        .where('cardTransactions.type', '=', 'purchase')
        .where('cards.userId', '=', auth.user.id)
        .executeTakeFirst();
      if (!purchase?.issuerReference) throw notFound('Purchase not found');
      await merchant.refund(purchase.issuerReference, body.amount);
      const refund = await db
        .selectFrom('cardTransactions')
        .selectAll()
        .where('refundOf', '=', purchase.id)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { status: true, message: 'Refunded', data: toCardTransaction(refund) };
    }),
  ];
}
