import type { cardMoneyBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CardRow, ConversionKind } from '../../db/cards-schema';
import type { UserRow } from '../../db/schema';
import type { Trx } from '../ledger/post';
import { post } from '../ledger/post';
import type { LockedWallet } from '../ledger/wallet-locks';
import { lockWallet } from '../ledger/wallet-locks';
import { type Claim, completeKey, withIdempotency } from '../money/idempotency';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { checkTransactionPin } from '../money/transaction-pin';
import { newReference } from '../transactions/references';
import { cardEvent } from './card-events';
import { lockCard, ownCard } from './card-locks';
import { cardName, dollars } from './card-view';
import { type CardAccounts, type Cards, cardAccounts } from './cards';
import { checkConversion, type PricedConversion } from './conversions';
import { cardMoneyAnswer } from './fund-card';
import { checkBeforePin, quoteFor, spendQuote } from './quotes';

type MoneyBody = z.output<typeof cardMoneyBody>;

/**
 * Dollars off a card into the wallet, at a sell rate, in one posting (card -> fx:USD, fx:NGN -> wallet)
 * with its wallet transaction ('card', credit, completed), the card's statement line, the alert and the
 * notice. The caller holds the wallet's and the card's locks and has checked the credit. Owo's ledger is
 * the card's balance, so no issuer call is needed. Returns the wallet transaction's id.
 */
export async function cardToWallet(
  trx: Trx,
  wallet: LockedWallet,
  card: CardRow,
  accounts: CardAccounts,
  move: { kind: ConversionKind; usdAmount: number; ngnAmount: number; koboPerUsd: number; narration: string },
  now: Date,
): Promise<string> {
  const name = cardName(card);
  const postingId = await post(trx, {
    kind: move.kind === 'terminate' ? 'card_terminate' : 'card_withdraw',
    description: `${move.narration} from ${name} at ${move.koboPerUsd} kobo/$`,
    at: now,
    entries: [
      { accountId: card.accountId, direction: 'debit', amount: move.usdAmount, currency: 'USD' },
      { accountId: accounts.fxUsd, direction: 'credit', amount: move.usdAmount, currency: 'USD' },
      { accountId: accounts.fxNgn, direction: 'debit', amount: move.ngnAmount },
      { accountId: wallet.accountId, direction: 'credit', amount: move.ngnAmount },
    ],
  });
  const row = await trx
    .insertInto('transactions')
    .values({
      reference: newReference(now),
      userId: card.userId,
      type: 'card',
      direction: 'credit',
      amount: move.ngnAmount,
      fee: 0,
      status: 'completed',
      counterparty: JSON.stringify({ name }),
      narration: move.narration,
      postingId,
      createdAt: now,
      updatedAt: now,
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('cardConversions')
    .values({
      transactionId: row.id,
      cardId: card.id,
      kind: move.kind,
      usdAmount: move.usdAmount,
      koboPerUsd: move.koboPerUsd,
    })
    .execute();
  await trx
    .insertInto('cardTransactions')
    .values({
      cardId: card.id,
      type: 'withdrawal',
      amount: move.usdAmount,
      status: 'completed',
      transactionId: row.id,
      postingId,
      createdAt: now,
    })
    .execute();
  await queueMoneyAlert(trx, now, row.id);
  if (move.kind === 'withdraw') {
    await notify(
      trx,
      now,
      cardEvent.withdrawn(card.userId, name, move.usdAmount, move.ngnAmount, row.reference),
    );
  }
  return row.id;
}

const MESSAGES = { completed: 'The money is in your wallet' };

async function withdraw(
  cards: Cards,
  trx: Trx,
  user: UserRow,
  quoteId: string,
  priced: PricedConversion,
  accounts: CardAccounts,
) {
  const { ctx } = cards;
  const now = ctx.clock.now();
  const wallet = await lockWallet(trx, user.id);
  const card = await lockCard(trx, priced.cardId as string);
  await spendQuote(trx, quoteId, now);
  checkConversion(ctx.config.money, priced, { wallet, card, liveCards: 0 }, now);
  return cardToWallet(
    trx,
    wallet,
    card,
    accounts,
    {
      kind: 'withdraw',
      usdAmount: priced.usdAmount,
      ngnAmount: priced.total,
      koboPerUsd: priced.koboPerUsd,
      narration: `Card withdrawal ${dollars(priced.usdAmount)}`,
    },
    now,
  );
}

/** The card, the quote for a withdrawal from it and its checks, again: what runs before the PIN. */
async function checkWithdrawal(cards: Cards, user: UserRow, cardId: string, quoteId: string) {
  await ownCard(cards.ctx.db, user.id, cardId);
  const priced = await quoteFor(cards, user.id, quoteId, 'card_withdraw', cardId);
  await checkBeforePin(cards, user, priced);
  return priced;
}

/** The move, checked once more under the wallet's and the card's locks, with its answer (under the key). */
async function makeWithdrawal(
  cards: Cards,
  user: UserRow,
  quoteId: string,
  priced: PricedConversion,
  claim?: Claim,
) {
  const accounts = await cardAccounts(cards);
  return cards.ctx.db.transaction().execute(async (trx) => {
    const id = await withdraw(cards, trx, user, quoteId, priced, accounts);
    const answer = await cardMoneyAnswer(trx, id, MESSAGES);
    if (claim) await completeKey(trx, claim, 201, answer);
    return answer;
  });
}

/** A withdrawal checked and made, without a PIN or a key (the ledger's property tests drive it). */
export async function withdrawNow(cards: Cards, user: UserRow, cardId: string, quoteId: string) {
  return makeWithdrawal(cards, user, quoteId, await checkWithdrawal(cards, user, cardId, quoteId));
}

/**
 * POST /cards/{id}/withdraw: under the Idempotency-Key, the quote (unused, within its hold, for a
 * withdrawal from this card) and its checks again before the PIN; then the PIN; then the move.
 */
export async function withdrawFromCard(
  cards: Cards,
  req: FastifyRequest,
  user: UserRow,
  cardId: string,
  body: MoneyBody,
) {
  return withIdempotency(cards.ctx, req, user.id, async (claim) => {
    const priced = await checkWithdrawal(cards, user, cardId, body.quoteId);
    await checkTransactionPin(cards.ctx, user, body.pin);
    return { status: 201, body: await makeWithdrawal(cards, user, body.quoteId, priced, claim) };
  });
}
