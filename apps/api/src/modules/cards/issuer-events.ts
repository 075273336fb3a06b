import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CardAuthorizationDecision,
  type CardIssuerEvent,
  cardIssuerEventBody,
  ERROR_CODES,
} from '@owo/core/contract';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Trx } from '../ledger/post';
import { authorizeCharge } from './authorize';
import { settleRequest } from './card-requests';
import { type Cards, cardAccounts } from './cards';
import type { CreationOutcome, LoadOutcome } from './issuer';
import { applyRefund } from './refund';

/** Hex HMAC-SHA256 of the exact body bytes under the issuer's webhook secret. */
export function signIssuerEvent(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function assertIssuerSignature(secret: string, rawBody: string, given: string | undefined): void {
  const valid =
    !!given &&
    /^[0-9a-f]{64}$/i.test(given) &&
    timingSafeEqual(Buffer.from(signIssuerEvent(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
  if (!valid) throw new HttpError(401, ERROR_CODES.unauthorized, 'The signature does not match this body');
}

/** Records an event id in the caller's transaction; false when it was applied before. */
function recorder(cards: Cards, eventId: string) {
  return async (trx: Trx) =>
    !!(await trx
      .insertInto('providerEvents')
      .values({ provider: `card-issuer:${cards.issuer.name}`, eventId })
      .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
      .returning('eventId')
      .executeTakeFirst());
}

/** The open request an event about a creation (`reference`: the card) or a load (the transaction's) settles. */
type RequestEvent = Extract<CardIssuerEvent, { data: { reference: string } }>;

async function requestOf(cards: Cards, event: RequestEvent) {
  const { db } = cards.ctx;
  if (event.type === 'card.created' || event.type === 'card.failed') {
    return db
      .selectFrom('cardConversions')
      .innerJoin('transactions', 'transactions.id', 'cardConversions.transactionId')
      .innerJoin('cards', 'cards.id', 'cardConversions.cardId')
      .select(['transactions.id', 'transactions.userId'])
      .where('cards.id', '=', event.data.reference)
      .where('cards.issuer', '=', cards.issuer.name)
      .where('cardConversions.kind', '=', 'create')
      .executeTakeFirst();
  }
  return db
    .selectFrom('cardConversions')
    .innerJoin('transactions', 'transactions.id', 'cardConversions.transactionId')
    .select(['transactions.id', 'transactions.userId'])
    .where('transactions.reference', '=', event.data.reference)
    .where('cardConversions.kind', '=', 'fund')
    .executeTakeFirst();
}

function outcomeOf(event: RequestEvent): CreationOutcome | LoadOutcome {
  switch (event.type) {
    case 'card.created': {
      const { issuerCardId, last4, expiryMonth, expiryYear } = event.data;
      return { status: 'active', issuerCardId, last4, expiryMonth, expiryYear };
    }
    case 'load.completed':
      return { status: 'completed' };
    case 'card.failed':
    case 'load.failed':
      return { status: 'failed', reason: event.data.reason };
  }
}

/**
 * Applies an issuer event once: its id is recorded in the transaction of its effect, so a second
 * delivery changes nothing (an authorisation asked again gets the decision already made). Answers the
 * decision of an authorisation request, null for the rest.
 */
export async function applyIssuerEvent(
  cards: Cards,
  event: CardIssuerEvent,
): Promise<CardAuthorizationDecision | null> {
  const record = recorder(cards, event.id);
  switch (event.type) {
    case 'authorization.request':
      return authorizeCharge(cards, event.data, record);
    case 'refund':
      await applyRefund(cards, event.data, record);
      return null;
    default: {
      const request = await requestOf(cards, event);
      if (!request) throw new HttpError(404, ERROR_CODES.notFound, 'No card request has this reference');
      // A settled request is never settled again, so a repeated event finds nothing open.
      const accounts = await cardAccounts(cards);
      await settleRequest(cards, request.id, request.userId, outcomeOf(event), accounts, async (trx) => {
        await record(trx);
      });
      return null;
    }
  }
}

/** An event as the issuer sends it (the raw body and its signature): checked, parsed, then applied once. */
export async function receiveIssuerEvent(
  cards: Cards,
  rawBody: string,
  signature: string | undefined,
): Promise<CardAuthorizationDecision | null> {
  assertIssuerSignature(cards.ctx.config.cards.webhookSecret, rawBody, signature);
  return applyIssuerEvent(cards, validate(cardIssuerEventBody, JSON.parse(rawBody), 'body'));
}
