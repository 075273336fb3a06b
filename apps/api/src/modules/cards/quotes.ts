import {
  FX_QUOTE_HOLD_MS,
  type FxPurpose,
  type FxQuote,
  type fxQuoteBody,
  MONEY_ERROR_CODES,
} from '@owo/core/contract';
import type * as z from 'zod/mini';
import type { FxQuoteRow } from '../../db/cards-schema';
import { kobo } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError, notFound, validationError } from '../../http/errors';
import type { Trx } from '../ledger/post';
import { readWallets } from '../ledger/wallet-locks';
import { assertPinSet } from '../money/transaction-pin';
import { ownCard } from './card-locks';
import type { Cards } from './cards';
import { checkConversion, countLiveCards, type PricedConversion, priceConversion } from './conversions';

type QuoteBody = z.output<typeof fxQuoteBody>;

const PURPOSE_NAMES: Record<FxPurpose, string> = {
  card_create: 'creating a card',
  card_fund: 'funding a card',
  card_withdraw: 'a withdrawal from a card',
};

const quoteProblem = (message: string) => validationError(message, { quoteId: [message] }, 422);

export function toQuote(row: FxQuoteRow): FxQuote {
  return {
    id: row.id,
    purpose: row.purpose,
    cardId: row.cardId,
    usdAmount: kobo(row.usdAmount),
    ngnAmount: kobo(row.ngnAmount),
    fee: kobo(row.fee),
    total: kobo(row.total),
    koboPerUsd: kobo(row.koboPerUsd),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function pricedOf(row: FxQuoteRow): PricedConversion {
  const { id: _id, expiresAt: _expiresAt, ...priced } = toQuote(row);
  return priced;
}

/**
 * The checks a conversion must pass before the PIN, at today's state: the same function paying runs.
 * For a card's conversion, the card must be the caller's (404 otherwise).
 */
export async function checkBeforePin(cards: Cards, user: UserRow, priced: PricedConversion): Promise<void> {
  const { db, config, clock } = cards.ctx;
  assertPinSet(user);
  const card = priced.cardId ? await ownCard(db, user.id, priced.cardId) : null;
  const now = clock.now();
  const wallet = (await readWallets(db, [user.id])).get(user.id);
  if (!wallet) throw new Error('wallets must exist before a card conversion');
  const liveCards = priced.purpose === 'card_create' ? await countLiveCards(db, user.id) : 0;
  checkConversion(config.money, priced, { wallet, card, liveCards }, now);
}

/**
 * POST /fx/quotes: the naira side of a number of dollars at today's rate, checked as paying would check
 * it, and held for FX_QUOTE_HOLD_MS. Nothing moves.
 */
export async function createQuote(cards: Cards, user: UserRow, body: QuoteBody): Promise<FxQuote> {
  const { db, clock } = cards.ctx;
  const cardId = body.cardId ?? null;
  if (body.purpose === 'card_create' && cardId) {
    throw validationError(
      'A new card has no card id yet',
      { cardId: ['Leave out cardId to create a card'] },
      422,
    );
  }
  if (body.purpose !== 'card_create' && !cardId) {
    throw validationError('Card is required', { cardId: ['Card is required'] }, 422);
  }
  const priced = priceConversion(body.purpose, cardId, body.usdAmount, await cards.rates.rates());
  await checkBeforePin(cards, user, priced);
  const now = clock.now();
  const row = await db
    .insertInto('fxQuotes')
    .values({
      ...priced,
      userId: user.id,
      expiresAt: new Date(now.getTime() + FX_QUOTE_HOLD_MS),
      createdAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toQuote(row);
}

const expired = () =>
  new HttpError(
    409,
    MONEY_ERROR_CODES.quoteExpired,
    'This quote has expired: rates are held for 60 seconds. Get a new quote to see the current rate.',
  );

/**
 * The caller's quote for `purpose` (and `cardId`), still unused and within its hold. Another user's quote
 * is 404; a quote for something else is 422; a used or expired one is 409 QUOTE_EXPIRED.
 */
export async function quoteFor(
  cards: Cards,
  userId: string,
  quoteId: string,
  purpose: FxPurpose,
  cardId: string | null,
): Promise<PricedConversion> {
  const { db, clock } = cards.ctx;
  const row = await db
    .selectFrom('fxQuotes')
    .selectAll()
    .where('id', '=', quoteId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Quote not found');
  if (row.purpose !== purpose) {
    throw quoteProblem(`This quote is for ${PURPOSE_NAMES[row.purpose]}, not ${PURPOSE_NAMES[purpose]}`);
  }
  if (row.cardId !== cardId) throw quoteProblem('This quote is for another card');
  if (row.usedAt) {
    throw new HttpError(409, MONEY_ERROR_CODES.quoteExpired, 'This quote was already used. Get a new quote.');
  }
  if (row.expiresAt <= clock.now()) throw expired();
  return pricedOf(row);
}

/** Marks the quote used, in the transaction that moves its money: at most once, and only within its hold. */
export async function spendQuote(trx: Trx, quoteId: string, now: Date): Promise<void> {
  const used = await trx
    .updateTable('fxQuotes')
    .set({ usedAt: now })
    .where('id', '=', quoteId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!used) {
    throw new HttpError(
      409,
      MONEY_ERROR_CODES.quoteExpired,
      'This quote has expired or was already used. Get a new quote.',
    );
  }
}
