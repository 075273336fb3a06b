import type { cardMoneyBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema';
import type { Trx } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { type Claim, withIdempotency } from '../money/idempotency';
import { checkTransactionPin } from '../money/transaction-pin';
import { toTransaction } from '../transactions/transaction-view';
import { lockCard, ownCard } from './card-locks';
import { makeRequest, openCardRequest } from './card-requests';
import { cardName, dollars, toCard } from './card-view';
import type { Cards } from './cards';
import { checkConversion, type PricedConversion } from './conversions';
import { checkBeforePin, quoteFor, spendQuote } from './quotes';

type MoneyBody = z.output<typeof cardMoneyBody>;

const MESSAGES: Record<string, string> = {
  completed: 'Card funded',
  failed: 'The card issuer could not add the money; it is back in your wallet',
};

/** The card and the wallet transaction, as a card's money answer carries them. */
export async function cardMoneyAnswer(trx: Trx, transactionId: string, messages: Record<string, string>) {
  const row = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const card = await trx
    .selectFrom('cardConversions')
    .innerJoin('cards', 'cards.id', 'cardConversions.cardId')
    .selectAll('cards')
    .where('cardConversions.transactionId', '=', transactionId)
    .executeTakeFirstOrThrow();
  return {
    status: true as const,
    message: messages[row.status] ?? 'Funding pending: we will let you know when the card issuer confirms it',
    data: { card: toCard(card), transaction: toTransaction(row) },
  };
}

/** The hold of naira + fee for the dollars, and the job that asks the issuer: one transaction, under the wallet's and the card's locks. */
async function openFunding(cards: Cards, trx: Trx, user: UserRow, quoteId: string, priced: PricedConversion) {
  const { ctx } = cards;
  const now = ctx.clock.now();
  const wallet = await lockWallet(trx, user.id);
  const card = await lockCard(trx, priced.cardId as string);
  await spendQuote(trx, quoteId, now);
  checkConversion(ctx.config.money, priced, { wallet, card, liveCards: 0 }, now);
  return openCardRequest(
    cards,
    trx,
    wallet,
    priced,
    {
      kind: 'fund',
      cardId: card.id,
      counterparty: cardName(card),
      narration: `Card funding ${dollars(priced.usdAmount)}`,
    },
    now,
  );
}

/** The card, the quote for funding it and the checks it was made with, again: what runs before the PIN. */
async function checkFunding(cards: Cards, user: UserRow, cardId: string, quoteId: string) {
  await ownCard(cards.ctx.db, user.id, cardId);
  const priced = await quoteFor(cards, user.id, quoteId, 'card_fund', cardId);
  await checkBeforePin(cards, user, priced);
  return priced;
}

function makeFunding(cards: Cards, user: UserRow, quoteId: string, priced: PricedConversion, claim?: Claim) {
  const open = (trx: Trx) => openFunding(cards, trx, user, quoteId, priced);
  const answer = (trx: Trx, id: string) => cardMoneyAnswer(trx, id, MESSAGES);
  return makeRequest(cards, claim, open, answer);
}

/** A funding checked and made, without a PIN or a key (the ledger's property tests drive it). */
export async function fundCardNow(cards: Cards, user: UserRow, cardId: string, quoteId: string) {
  return makeFunding(cards, user, quoteId, await checkFunding(cards, user, cardId, quoteId));
}

/**
 * POST /cards/{id}/fund: under the Idempotency-Key, the quote (unused, within its hold, for funding this
 * card) and its checks again before the PIN; then the PIN; then the hold, the issuer's load, and the
 * dollars on the card when the issuer confirms.
 */
export async function fundCard(
  cards: Cards,
  req: FastifyRequest,
  user: UserRow,
  cardId: string,
  body: MoneyBody,
) {
  return withIdempotency(cards.ctx, req, user.id, async (claim) => {
    const priced = await checkFunding(cards, user, cardId, body.quoteId);
    await checkTransactionPin(cards.ctx, user, body.pin);
    return { status: 201, body: await makeFunding(cards, user, body.quoteId, priced, claim) };
  });
}
