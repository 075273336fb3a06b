import {
  CARD_ISSUER_SIGNATURE_HEADER,
  cardIdParams,
  cardIssuerEventBody,
  cardIssuerEventResponse,
  cardMoneyBody,
  cardMoneyResponse,
  cardPinBody,
  cardResponse,
  cardRevealResponse,
  cardsResponse,
  cardTerminateResponse,
  cardTransactionsResponse,
  createCardBody,
  fxQuoteBody,
  fxQuoteResponse,
} from '@owo/core/contract';
import { IDEMPOTENCY_RULES, idempotentAnswer, moneyRefusals, pinRefusals } from '../../http/money-responses';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { ownCard } from './card-locks';
import { freezeCard, terminateCard, unfreezeCard } from './card-state';
import { toCard, toCardTransaction } from './card-view';
import type { Cards } from './cards';
import { createCard } from './create-card';
import { fundCard } from './fund-card';
import { applyIssuerEvent, assertIssuerSignature } from './issuer-events';
import { createQuote } from './quotes';
import { revealCard } from './reveal-card';
import { withdrawFromCard } from './withdraw-card';

/** How many of a card's transactions GET /cards/{id}/transactions answers, newest first. */
const STATEMENT_LENGTH = 100;

const notYours = failure('No card of yours has this id');
const cardRefusals = failure(
  'Invalid input, CARD_TERMINATED (a terminated card can never be used again) or CARD_NOT_ACTIVE (still being created, or refused by the issuer)',
);

export function cardRoutes(cards: Cards, sandboxTable: string) {
  const { db } = cards.ctx;
  const quoteRule =
    'The `quoteId` of POST /fx/quotes for this purpose (and card): used at most once, within 60 s (409 `QUOTE_EXPIRED` after); a quote for another purpose or card is 422.';
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/fx/quotes',
      tag: 'Cards',
      summary:
        'The naira side of a number of dollars, at a rate held 60 s (checked as paying would check it)',
      description: [
        '`usdAmount` is cents. `card_create`: a new card (no `cardId`), at least $5, the creation fee ₦2,000 plus the ',
        'funding fee; `card_fund`: at least $1, fee 1% of the naira amount (at least ₦100), the card at most $5,000; ',
        '`card_withdraw`: at least $1 (or the whole balance), free. `koboPerUsd` is the buy rate to create or fund, the ',
        'sell rate to withdraw; `total` is what leaves (create, fund) or reaches (withdraw) the wallet. The checks paying ',
        'makes run here first, in its order: PIN_NOT_SET, the card (404, CARD_TERMINATED, CARD_NOT_ACTIVE, ',
        'CARD_LIMIT_REACHED), the amount, then LIMIT_EXCEEDED and INSUFFICIENT_FUNDS (the naira debit counts against ',
        'the tier’s limits; a withdrawal against its maximum balance). Nothing moves.\n\n',
        sandboxTable,
      ].join(''),
      auth: true,
      body: fxQuoteBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The quote, held until `expiresAt`', schema: fxQuoteResponse },
        401: signInRequired,
        403: failure('PIN_NOT_SET: card money needs a transaction PIN first'),
        404: notYours,
        422: failure(
          'Invalid input (a first funding under $5), CARD_LIMIT_REACHED, CARD_TERMINATED, CARD_NOT_ACTIVE, LIMIT_EXCEEDED or INSUFFICIENT_FUNDS',
        ),
      },
    })(async ({ reply, auth, body }) => {
      const quote = await createQuote(cards, auth.user, body);
      reply.code(201);
      return { status: true, data: quote };
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/cards',
      tag: 'Cards',
      summary: 'The caller’s dollar cards, oldest first: never the number or the CVV',
      description:
        '`balance` is cents. `status`: `pending` (the issuer is creating it), `active`, `frozen`, `terminated`, or `failed` (the issuer refused it; `failureReason` says why and the money went back to the wallet).',
      auth: true,
      responses: {
        200: { description: 'The cards', schema: cardsResponse },
        401: signInRequired,
      },
    })(async ({ auth }) => {
      const rows = await db
        .selectFrom('cards')
        .selectAll()
        .where('userId', '=', auth.user.id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return { status: true, data: { cards: rows.map(toCard) } };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards',
      tag: 'Cards',
      summary: 'Create a dollar card with its first funding: ₦2,000 once, at least $5',
      description: [
        `${IDEMPOTENCY_RULES}\n\n${quoteRule} The checks of the quote run again before the PIN; at most two cards `,
        'that are not terminated (422 `CARD_LIMIT_REACHED`). The quote’s total is held on the wallet while the issuer ',
        'creates the card, then posted in one conversion (naira to fx:NGN and fees, dollars from fx:USD to the card) at ',
        'the quote’s rate; a refusal voids the hold (`failed`, the money is back), and no answer leaves the card ',
        '`pending` until a requery or the issuer’s callback settles it. The wallet transaction is type `card`.',
      ].join(''),
      auth: true,
      body: createCardBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The card: active, pending or failed', schema: cardResponse },
        ...moneyRefusals,
        ...pinRefusals,
        404: failure('No quote of yours has this id'),
        409: failure('QUOTE_EXPIRED (used, or past its 60 s) or IDEMPOTENCY_KEY_IN_FLIGHT'),
        422: failure(
          'Invalid input, CARD_LIMIT_REACHED, INSUFFICIENT_FUNDS, LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED',
        ),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await createCard(cards, req, auth.user, body)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards/:id/fund',
      tag: 'Cards',
      summary: 'Add dollars to a card from the wallet, at the quote’s rate (fee 1%, at least ₦100)',
      description: [
        `${IDEMPOTENCY_RULES}\n\n${quoteRule} A frozen card can be funded. The total is held while the issuer loads `,
        'the dollars, then posted; a refusal voids the hold. The funding counts against the tier’s daily limit.',
      ].join(''),
      auth: true,
      params: cardIdParams,
      body: cardMoneyBody,
      invalidStatus: 422,
      responses: {
        201: {
          description: 'The card and the wallet transaction (completed, pending or failed)',
          schema: cardMoneyResponse,
        },
        ...moneyRefusals,
        ...pinRefusals,
        404: failure('No card, or no quote, of yours has this id'),
        409: failure('QUOTE_EXPIRED or IDEMPOTENCY_KEY_IN_FLIGHT'),
        422: failure(
          'Invalid input, CARD_TERMINATED, CARD_NOT_ACTIVE, INSUFFICIENT_FUNDS, LIMIT_EXCEEDED (the tier, or $5,000 on the card) or IDEMPOTENCY_KEY_REUSED',
        ),
      },
    })(async ({ req, reply, auth, params, body }) =>
      idempotentAnswer(reply, await fundCard(cards, req, auth.user, params.id, body)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards/:id/withdraw',
      tag: 'Cards',
      summary: 'Move dollars from a card back to the wallet, in naira at the quote’s sell rate (free)',
      description: `${IDEMPOTENCY_RULES}\n\n${quoteRule} The naira is a credit: it may not take the wallet past its tier’s maximum balance.`,
      auth: true,
      params: cardIdParams,
      body: cardMoneyBody,
      invalidStatus: 422,
      responses: {
        201: { description: 'The card and the wallet’s credit', schema: cardMoneyResponse },
        ...moneyRefusals,
        ...pinRefusals,
        404: failure('No card, or no quote, of yours has this id'),
        409: failure('QUOTE_EXPIRED or IDEMPOTENCY_KEY_IN_FLIGHT'),
        422: failure(
          'Invalid input, CARD_TERMINATED, CARD_NOT_ACTIVE, INSUFFICIENT_FUNDS (the card’s balance), LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED',
        ),
      },
    })(async ({ req, reply, auth, params, body }) =>
      idempotentAnswer(reply, await withdrawFromCard(cards, req, auth.user, params.id, body)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards/:id/freeze',
      tag: 'Cards',
      summary: 'Freeze a card (no PIN): every merchant’s charge is declined until it is unfrozen',
      auth: true,
      params: cardIdParams,
      responses: {
        200: { description: 'The card, frozen', schema: cardResponse },
        401: signInRequired,
        404: notYours,
        422: cardRefusals,
      },
    })(async ({ auth, params }) => ({
      status: true,
      message: 'Card frozen',
      data: toCard(await freezeCard(cards, auth.user, params.id)),
    })),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards/:id/unfreeze',
      tag: 'Cards',
      summary: 'Unfreeze a card, with the PIN',
      auth: true,
      params: cardIdParams,
      body: cardPinBody,
      invalidStatus: 422,
      responses: {
        200: { description: 'The card, active', schema: cardResponse },
        401: signInRequired,
        ...pinRefusals,
        404: notYours,
        422: cardRefusals,
      },
    })(async ({ auth, params, body }) => ({
      status: true,
      message: 'Card unfrozen',
      data: toCard(await unfreezeCard(cards, auth.user, params.id, body.pin)),
    })),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards/:id/terminate',
      tag: 'Cards',
      summary:
        'Terminate a card for good, with the PIN: its balance comes to the wallet in naira at the sell rate',
      description: [
        `${IDEMPOTENCY_RULES}\n\nThe balance moves in one conversion at the current sell rate (free; it may not take the `,
        'wallet past its maximum balance); `transaction` is that credit, null for an empty card. A card with a funding ',
        'still waiting for the issuer is 409 `CONFLICT` until it settles. A terminated card can never be used again: ',
        'every later action is 422 `CARD_TERMINATED` and every charge is declined.',
      ].join(''),
      auth: true,
      params: cardIdParams,
      body: cardPinBody,
      invalidStatus: 422,
      responses: {
        200: { description: 'The card, terminated, and the balance’s credit', schema: cardTerminateResponse },
        ...moneyRefusals,
        ...pinRefusals,
        404: notYours,
        409: failure('CONFLICT (a funding still pending) or IDEMPOTENCY_KEY_IN_FLIGHT'),
        422: failure(
          'Invalid input, CARD_TERMINATED, CARD_NOT_ACTIVE, LIMIT_EXCEEDED or IDEMPOTENCY_KEY_REUSED',
        ),
      },
    })(async ({ req, reply, auth, params, body }) =>
      idempotentAnswer(reply, await terminateCard(cards, req, auth.user, params.id, body.pin)),
    ),

    defineRoute({
      method: 'POST',
      url: '/api/v1/cards/:id/reveal',
      tag: 'Cards',
      summary: 'The issuer’s one-time page with the card’s number, expiry and CVV (after the PIN)',
      description:
        '`url` is on this origin (the issuer’s page, GET /issuer/sandbox/cards/reveal/{token}): it shows the details once, for 60 s, and is framed by the card screen. Owo’s answers, tables and logs never carry the number or the CVV.',
      auth: true,
      params: cardIdParams,
      body: cardPinBody,
      invalidStatus: 422,
      responses: {
        200: { description: 'Where the details are, and until when', schema: cardRevealResponse },
        401: signInRequired,
        ...pinRefusals,
        404: notYours,
        422: cardRefusals,
      },
    })(async ({ req, auth, params, body }) => ({
      status: true,
      data: await revealCard(cards, req, auth.user, params.id, body.pin),
    })),

    defineRoute({
      method: 'GET',
      url: '/api/v1/cards/:id/transactions',
      tag: 'Cards',
      summary:
        'A card’s statement, newest first (the latest 100): fundings, withdrawals, charges, refunds, declines',
      description: '`amount` is cents. A decline carries `declineReason`; declines cost nothing.',
      auth: true,
      params: cardIdParams,
      responses: {
        200: { description: 'The card’s transactions', schema: cardTransactionsResponse },
        400: invalidInput,
        401: signInRequired,
        404: notYours,
      },
    })(async ({ auth, params }) => {
      const card = await ownCard(db, auth.user.id, params.id);
      const rows = await db
        .selectFrom('cardTransactions')
        .selectAll()
        .where('cardId', '=', card.id)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(STATEMENT_LENGTH)
        .execute();
      return { status: true, data: { transactions: rows.map(toCardTransaction) } };
    }),

    defineRoute({
      method: 'POST',
      url: `/api/v1/cards/webhooks/${cards.issuer.name}`,
      tag: 'Cards',
      summary: 'The card issuer’s callbacks, signed with HMAC-SHA256 and applied once per event id',
      description: [
        `\`${CARD_ISSUER_SIGNATURE_HEADER}\` is the hex HMAC-SHA256 of the exact body under CARD_ISSUER_WEBHOOK_SECRET. `,
        '`card.created`/`card.failed` settle a pending creation (`reference`: the card id), `load.completed`/`load.failed` ',
        'a pending funding (`reference`: the wallet transaction’s); `authorization.request` asks for a decision on a ',
        'merchant’s charge (answered in `decision`); `refund` returns part or all of an approved charge to the card (to ',
        'the wallet, in naira, for a terminated card). An event id seen before changes nothing.',
      ].join(''),
      body: cardIssuerEventBody,
      responses: {
        200: { description: 'Applied, or seen before', schema: cardIssuerEventResponse },
        400: invalidInput,
        401: failure('A missing or wrong signature'),
        404: failure('No card or request has this reference'),
      },
    })(async ({ req, body }) => {
      const signature = req.headers[CARD_ISSUER_SIGNATURE_HEADER];
      assertIssuerSignature(
        cards.ctx.config.cards.webhookSecret,
        req.rawBody ?? '',
        Array.isArray(signature) ? signature[0] : signature,
      );
      return { status: true, data: { decision: await applyIssuerEvent(cards, body) } };
    }),
  ];
}
