import { randomUUID } from 'node:crypto';
import type { createCardBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema';
import { cardAccountCode } from '../ledger/accounts';
import type { Trx } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { type Claim, withIdempotency } from '../money/idempotency';
import { checkTransactionPin } from '../money/transaction-pin';
import { makeRequest, openCardRequest } from './card-requests';
import { cardName, toCard } from './card-view';
import type { Cards } from './cards';
import { checkConversion, countLiveCards, type PricedConversion } from './conversions';
import { checkBeforePin, quoteFor, spendQuote } from './quotes';

type CreateBody = z.output<typeof createCardBody>;

const DEFAULT_LABEL = 'Dollar card';

const MESSAGES = {
  active: 'Your dollar card is ready',
  failed: 'The card issuer could not create your card; your money is back in your wallet',
  pending: 'Your card is being created: we will let you know when it is ready',
} as const;

/** The card as the client sees it, through the creation's wallet transaction. */
async function answerOf(trx: Trx, transactionId: string) {
  const row = await trx
    .selectFrom('cardConversions')
    .innerJoin('cards', 'cards.id', 'cardConversions.cardId')
    .selectAll('cards')
    .where('cardConversions.transactionId', '=', transactionId)
    .executeTakeFirstOrThrow();
  const message =
    row.status === 'active' || row.status === 'failed' ? MESSAGES[row.status] : MESSAGES.pending;
  return { status: true as const, message, data: toCard(row) };
}

/**
 * The card, its USD account, the hold of the creation fee and the first funding, and the job that asks
 * the issuer: one transaction, under the wallet's lock (so two creations cannot both pass the limit of
 * two live cards), with the quote used in it.
 */
async function openCreation(
  cards: Cards,
  trx: Trx,
  user: UserRow,
  quoteId: string,
  priced: PricedConversion,
  label: string,
) {
  const { ctx, issuer } = cards;
  const now = ctx.clock.now();
  const wallet = await lockWallet(trx, user.id);
  await spendQuote(trx, quoteId, now);
  const liveCards = await countLiveCards(trx, user.id);
  checkConversion(ctx.config.money, priced, { wallet, card: null, liveCards }, now);
  const cardId = randomUUID();
  const account = await trx
    .insertInto('ledgerAccounts')
    .values({ code: cardAccountCode(cardId), kind: 'card', currency: 'USD', ownerId: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('cards')
    .values({
      id: cardId,
      userId: user.id,
      accountId: account.id,
      label,
      issuer: issuer.name,
      status: 'pending',
      billingAddress: JSON.stringify(issuer.billingAddress),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return openCardRequest(
    cards,
    trx,
    wallet,
    priced,
    { kind: 'create', cardId, counterparty: cardName({ last4: null }), narration: 'Card creation' },
    now,
  );
}

/** The quote for a new card and the checks it was made with, again: what runs before the PIN. */
async function checkCreation(cards: Cards, user: UserRow, quoteId: string): Promise<PricedConversion> {
  const priced = await quoteFor(cards, user.id, quoteId, 'card_create', null);
  await checkBeforePin(cards, user, priced);
  return priced;
}

function makeCreation(
  cards: Cards,
  user: UserRow,
  body: Omit<CreateBody, 'pin'>,
  priced: PricedConversion,
  claim?: Claim,
) {
  const label = body.label || DEFAULT_LABEL;
  const open = (trx: Trx) => openCreation(cards, trx, user, body.quoteId, priced, label);
  return makeRequest(cards, claim, open, answerOf);
}

/** A creation checked and made, without a PIN or a key (the ledger's property tests drive it). */
export async function createCardNow(cards: Cards, user: UserRow, body: Omit<CreateBody, 'pin'>) {
  return makeCreation(cards, user, body, await checkCreation(cards, user, body.quoteId));
}

/**
 * POST /cards: under the Idempotency-Key, the quote (unused, within its hold, for a new card) and the
 * checks it was made with, again, before the PIN; then the PIN; then the creation.
 */
export async function createCard(cards: Cards, req: FastifyRequest, user: UserRow, body: CreateBody) {
  return withIdempotency(cards.ctx, req, user.id, async (claim) => {
    const priced = await checkCreation(cards, user, body.quoteId);
    await checkTransactionPin(cards.ctx, user, body.pin);
    return { status: 201, body: await makeCreation(cards, user, body, priced, claim) };
  });
}
