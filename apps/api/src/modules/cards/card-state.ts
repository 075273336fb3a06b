import { ERROR_CODES } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type { CardRow } from '../../db/cards-schema';
import type { Db } from '../../db/database';
import { kobo } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue, finishJob, type Job } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { Trx } from '../ledger/post';
import { type LockedWallet, lockWallet, readWallets } from '../ledger/wallet-locks';
import { type Claim, completeKey, withIdempotency } from '../money/idempotency';
import { notify } from '../money/notify';
import { checkTransactionPin } from '../money/transaction-pin';
import { toTransaction } from '../transactions/transaction-view';
import { checkCredit } from '../wallet/limits';
import { cardEvent } from './card-events';
import { assertCardStatus, lockCard, ownCard } from './card-locks';
import { cardName, dollars, toCard } from './card-view';
import { type Cards, cardAccounts } from './cards';
import { nairaFor } from './fx-rates';
import { cardToWallet } from './withdraw-card';

/** The job that tells the issuer a card is terminated (subject: the card): retried until it answers. */
export const CARD_TERMINATE_JOB = 'card-terminate';

/** Freezes or unfreezes a card (active <-> frozen; doing it twice is no error), or says why it cannot. */
async function setFrozen(cards: Cards, user: UserRow, cardId: string, frozen: boolean): Promise<CardRow> {
  const { db, clock } = cards.ctx;
  const row = await db
    .updateTable('cards')
    .set({ status: frozen ? 'frozen' : 'active', updatedAt: clock.now() })
    .where('id', '=', cardId)
    .where('userId', '=', user.id)
    .where('status', 'in', ['active', 'frozen'])
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  assertCardStatus(await ownCard(db, user.id, cardId));
  throw new Error(`card ${cardId} is usable but could not be ${frozen ? 'frozen' : 'unfrozen'}`);
}

/** POST /cards/{id}/freeze: no PIN (stopping a card must be quick); a frozen card declines every charge. */
export function freezeCard(cards: Cards, user: UserRow, cardId: string): Promise<CardRow> {
  return setFrozen(cards, user, cardId, true);
}

/** POST /cards/{id}/unfreeze: the card's checks, then the PIN. */
export async function unfreezeCard(
  cards: Cards,
  user: UserRow,
  cardId: string,
  pin: string,
): Promise<CardRow> {
  assertCardStatus(await ownCard(cards.ctx.db, user.id, cardId));
  await checkTransactionPin(cards.ctx, user, pin);
  return setFrozen(cards, user, cardId, false);
}

/** A funding the issuer has not confirmed would land on a terminated card: termination waits for it. */
async function assertNothingOpen(db: Db | Trx, cardId: string): Promise<void> {
  const open = await db
    .selectFrom('cardConversions')
    .innerJoin('transactions', 'transactions.id', 'cardConversions.transactionId')
    .select('transactions.id')
    .where('cardConversions.cardId', '=', cardId)
    .where('transactions.status', '=', 'pending')
    .executeTakeFirst();
  if (open) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      'A funding of this card is still waiting for the card issuer. Try again when it has gone through.',
    );
  }
}

/**
 * What a termination must pass, before the PIN and again under the locks: a usable card, no funding
 * still waiting on the issuer, and room in the wallet (its maximum balance) for the balance coming home.
 */
async function checkTermination(
  cards: Cards,
  db: Db | Trx,
  card: CardRow,
  wallet: LockedWallet,
  sell: number,
) {
  assertCardStatus(card);
  await assertNothingOpen(db, card.id);
  const balance = kobo(card.balance);
  if (balance > 0) checkCredit(cards.ctx.config.money, wallet, nairaFor(balance, sell, 'sell'), 'your');
}

/** Under the wallet's and the card's locks: the balance home at the sell rate, the card terminated for good. */
async function makeTermination(cards: Cards, user: UserRow, cardId: string, sell: number, claim?: Claim) {
  const { ctx } = cards;
  const accounts = await cardAccounts(cards);
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const wallet = await lockWallet(trx, user.id);
    const card = await lockCard(trx, cardId);
    await checkTermination(cards, trx, card, wallet, sell);
    const balance = kobo(card.balance);
    const ngn = balance > 0 ? nairaFor(balance, sell, 'sell') : null;
    const move = ngn !== null && {
      kind: 'terminate' as const,
      usdAmount: balance,
      ngnAmount: ngn,
      koboPerUsd: sell,
      narration: `Card termination ${dollars(balance)}`,
    };
    const transactionId = move ? await cardToWallet(trx, wallet, card, accounts, move, now) : null;
    const terminated = await trx
      .updateTable('cards')
      .set({ status: 'terminated', updatedAt: now })
      .where('id', '=', card.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueue(trx, CARD_TERMINATE_JOB, card.id, now);
    await notify(trx, now, cardEvent.terminated(user.id, cardName(card), ngn));
    const transaction =
      transactionId &&
      (await trx
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', transactionId)
        .executeTakeFirstOrThrow());
    const settled = {
      status: true as const,
      message: ngn === null ? 'Card terminated' : 'Card terminated; its balance is in your wallet',
      data: { card: toCard(terminated), transaction: transaction ? toTransaction(transaction) : null },
    };
    if (claim) await completeKey(trx, claim, 200, settled);
    return settled;
  });
  cards.kick();
  return answer;
}

/** The card's checks at today's sell rate, on the state as it is: what runs before the PIN. */
async function checkBeforeTermination(cards: Cards, user: UserRow, cardId: string): Promise<number> {
  const { db } = cards.ctx;
  const { sell } = await cards.rates.rates();
  const wallet = (await readWallets(db, [user.id])).get(user.id);
  if (!wallet) throw new Error('wallets must exist before a card is terminated');
  await checkTermination(cards, db, await ownCard(db, user.id, cardId), wallet, sell);
  return sell;
}

/** A termination checked and made, without a PIN or a key (the ledger's property tests drive it). */
export async function terminateNow(cards: Cards, user: UserRow, cardId: string) {
  return makeTermination(cards, user, cardId, await checkBeforeTermination(cards, user, cardId));
}

/**
 * POST /cards/{id}/terminate: under the Idempotency-Key, the card's checks before the PIN; then the PIN;
 * then the balance comes home in naira at the sell rate, the card is terminated for good, and a job
 * tells the issuer.
 */
export async function terminateCard(
  cards: Cards,
  req: FastifyRequest,
  user: UserRow,
  cardId: string,
  pin: string,
) {
  return withIdempotency(cards.ctx, req, user.id, async (claim) => {
    const sell = await checkBeforeTermination(cards, user, cardId);
    await checkTransactionPin(cards.ctx, user, pin);
    return { status: 200, body: await makeTermination(cards, user, cardId, sell, claim) };
  });
}

/** Tells the issuer a terminated card is gone; a throw is a failure, retried until the job is dead. */
export function cardTerminateJob(cards: Cards): JobHandler {
  const { db } = cards.ctx;
  return async (job: Job) => {
    const card = await db
      .selectFrom('cards')
      .select('issuerCardId')
      .where('id', '=', job.subjectId)
      .executeTakeFirst();
    if (card?.issuerCardId) await cards.issuer.terminate(card.issuerCardId);
    await finishJob(db, job.id);
  };
}
