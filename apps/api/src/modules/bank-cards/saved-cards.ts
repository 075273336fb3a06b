import {
  type addBankCardBody,
  BANK_CARD_OTP_ATTEMPTS,
  type BankCard,
  ERROR_CODES,
  MONEY_ERROR_CODES,
} from '@owo/core/contract';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import type { BankCardRow } from '../../db/bank-cards-schema';
import type { UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { withTimeout } from '../../with-timeout';
import type { Trx } from '../ledger/post';
import { notify } from '../money/notify';
import { bankCardEvent } from './bank-card-events';
import { cardLabel, toBankCard } from './bank-card-view';
import { type BankCards, lockCards } from './bank-cards';
import { CardProcessorTimeoutError, type TokenizedCard } from './card-processor';

/** How long the code the card's bank sent stays good. */
const OTP_TTL_MS = 10 * 60_000;

export type AddCardResult = { status: 'saved'; card: BankCard } | { status: 'otp_required'; id: string };

const cardNotFound = () => notFound('Card not found');

/** A card saved now is the default when the person has no other. */
async function hasDefault(trx: Trx, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('bankCards')
    .select('id')
    .where('userId', '=', userId)
    .where('isDefault', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes a card active (the default if it is the first), with a security notice, in the caller's transaction. */
async function activate(trx: Trx, id: string, now: Date): Promise<BankCardRow> {
  const row = await trx.selectFrom('bankCards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const saved = await trx
    .updateTable('bankCards')
    .set({
      status: 'active',
      isDefault: !(await hasDefault(trx, row.userId)),
      otpAttempts: 0,
      otpSentAt: null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await notify(trx, now, bankCardEvent.added(row.userId, cardLabel(row), row.bank));
  return saved;
}

/**
 * POST /bank-cards: the number and CVV go to the processor (outside any transaction) and no further;
 * what comes back is a token. The same card twice is refused; a card whose bank wants a code waits for it.
 */
export async function addCard(
  bankCards: BankCards,
  user: UserRow,
  body: z.output<typeof addBankCardBody>,
): Promise<AddCardResult> {
  const { ctx, processor } = bankCards;
  const outcome = await withTimeout(
    processor.tokenize({ customer: user.id, ...body }),
    ctx.config.money.cardProcessorTimeoutMs,
    () => new CardProcessorTimeoutError(),
  ).catch((error: unknown) => {
    if (!(error instanceof CardProcessorTimeoutError)) throw error;
    throw new HttpError(
      503,
      MONEY_ERROR_CODES.providerUnavailable,
      'We could not reach the card’s bank. Nothing was saved; try again in a moment.',
    );
  });
  if (outcome.status === 'declined') throw new HttpError(422, MONEY_ERROR_CODES.cardDeclined, outcome.reason);

  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx): Promise<AddCardResult> => {
    await lockCards(trx, user.id);
    const existing = await trx
      .selectFrom('bankCards')
      .selectAll()
      .where('userId', '=', user.id)
      .where('processor', '=', processor.name)
      .where('token', '=', outcome.card.token)
      .where('status', '<>', 'removed')
      .executeTakeFirst();
    if (existing?.status === 'active') {
      throw new HttpError(409, ERROR_CODES.conflict, `This card is already saved (${cardLabel(existing)}).`);
    }
    const id = existing
      ? await refresh(trx, existing.id, outcome.card, now)
      : await insert(trx, user.id, outcome.card, processor.name, now);
    if (outcome.status === 'otp_required') return { status: 'otp_required', id };
    return { status: 'saved', card: toBankCard(await activate(trx, id, now)) };
  });
}

/** A card added again while it waits for its code: a new code was sent, so the tries start again. */
async function refresh(trx: Trx, id: string, card: TokenizedCard, now: Date): Promise<string> {
  await trx
    .updateTable('bankCards')
    .set({ expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, otpAttempts: 0, otpSentAt: now })
    .where('id', '=', id)
    .execute();
  return id;
}

async function insert(
  trx: Trx,
  userId: string,
  card: TokenizedCard,
  processor: string,
  now: Date,
): Promise<string> {
  const row = await trx
    .insertInto('bankCards')
    .values({ userId, processor, ...card, status: 'otp_required', otpSentAt: now, removedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * POST /bank-cards/{id}/otp. Each try first claims one of BANK_CARD_OTP_ATTEMPTS in one statement, so
 * however many codes arrive at once, no more than that many ever reach the processor.
 */
export async function confirmOtp(
  bankCards: BankCards,
  user: UserRow,
  id: string,
  otp: string,
): Promise<BankCard> {
  const { ctx, processor } = bankCards;
  const card = await ctx.db
    .selectFrom('bankCards')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', user.id)
    .where('status', '<>', 'removed')
    .executeTakeFirst();
  if (!card) throw cardNotFound();
  // A second press after the code went through: the card is saved, and that is the answer.
  if (card.status === 'active') return toBankCard(card);
  const now = ctx.clock.now();
  if (!card.otpSentAt || now.getTime() - card.otpSentAt.getTime() > OTP_TTL_MS) {
    throw new HttpError(
      422,
      ERROR_CODES.codeExpired,
      'This code has expired. Add the card again for a new one.',
    );
  }
  const claimed = await ctx.db
    .updateTable('bankCards')
    .set({ otpAttempts: sql`otp_attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'otp_required')
    .where('otpAttempts', '<', BANK_CARD_OTP_ATTEMPTS)
    .returning('otpAttempts')
    .executeTakeFirst();
  if (!claimed) {
    throw new HttpError(
      422,
      ERROR_CODES.tooManyAttempts,
      'Too many wrong codes. Add the card again for a new code.',
    );
  }
  const outcome = await processor.confirmOtp(card.token, otp);
  if (outcome.status === 'wrong_code') {
    const left = BANK_CARD_OTP_ATTEMPTS - claimed.otpAttempts;
    throw new HttpError(
      422,
      ERROR_CODES.invalidCode,
      left > 0
        ? `Incorrect code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
        : 'Incorrect code, and that was the last try. Add the card again for a new code.',
      { otp: ['Incorrect code'] },
    );
  }
  return ctx.db.transaction().execute(async (trx) => {
    await lockCards(trx, user.id);
    return toBankCard(await activate(trx, id, now));
  });
}

/** POST /bank-cards/{id}/default: this card, and no other, is the one top-ups offer first. */
export async function setDefault(bankCards: BankCards, user: UserRow, id: string): Promise<BankCard> {
  return bankCards.ctx.db.transaction().execute(async (trx) => {
    await lockCards(trx, user.id);
    const card = await trx
      .selectFrom('bankCards')
      .select('id')
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!card) throw cardNotFound();
    await trx
      .updateTable('bankCards')
      .set({ isDefault: false })
      .where('userId', '=', user.id)
      .where('isDefault', '=', true)
      .execute();
    return toBankCard(
      await trx
        .updateTable('bankCards')
        .set({ isDefault: true })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  });
}

/**
 * DELETE /bank-cards/{id}: the card is marked removed (its top-ups keep pointing at it), the newest other
 * card becomes the default if this one was, and the processor is told to drop it.
 */
export async function removeCard(bankCards: BankCards, user: UserRow, id: string): Promise<void> {
  const { ctx, processor } = bankCards;
  const now = ctx.clock.now();
  const removed = await ctx.db.transaction().execute(async (trx) => {
    await lockCards(trx, user.id);
    const card = await trx
      .updateTable('bankCards')
      .set({ status: 'removed', isDefault: false, removedAt: now })
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .where('status', '<>', 'removed')
      .returningAll()
      .executeTakeFirst();
    if (!card) throw cardNotFound();
    if (!(await hasDefault(trx, user.id))) {
      const next = await trx
        .selectFrom('bankCards')
        .select('id')
        .where('userId', '=', user.id)
        .where('status', '=', 'active')
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      if (next)
        await trx.updateTable('bankCards').set({ isDefault: true }).where('id', '=', next.id).execute();
    }
    return card;
  });
  ctx.background(() => processor.forget(removed.token));
}

/** GET /bank-cards: the default first, then the newest. */
export async function listCards(bankCards: BankCards, user: UserRow): Promise<BankCard[]> {
  const rows = await bankCards.ctx.db
    .selectFrom('bankCards')
    .selectAll()
    .where('userId', '=', user.id)
    .where('status', '=', 'active')
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toBankCard);
}
