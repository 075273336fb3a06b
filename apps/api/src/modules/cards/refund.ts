import { type CardIssuerEvent, ERROR_CODES } from '@owo/core/contract';
import { sql } from 'kysely';
import { kobo } from '../../db/money-schema';
import { HttpError, notFound } from '../../http/errors';
import { post, type Trx } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { newReference } from '../transactions/references';
import { cardEvent } from './card-events';
import { lockCard } from './card-locks';
import { cardName, dollars } from './card-view';
import { type Cards, cardAccounts } from './cards';
import { nairaFor } from './fx-rates';

type RefundEvent = Extract<CardIssuerEvent, { type: 'refund' }>['data'];

/**
 * A merchant refunds (part of) an approved charge: the dollars come back from the issuer's settlement
 * account to the card. A terminated card can never be used again, so its refund comes to the wallet
 * instead, in naira at the sell rate (a 'card' credit). Refunds of one charge never add up to more than
 * the charge. `recordEvent` records the event in the same transaction (false: applied before).
 */
export async function applyRefund(
  cards: Cards,
  refund: RefundEvent,
  recordEvent: (trx: Trx) => Promise<boolean>,
): Promise<void> {
  const { db, clock } = cards.ctx;
  const purchase = await db
    .selectFrom('cardTransactions')
    .innerJoin('cards', 'cards.id', 'cardTransactions.cardId')
    .select([
      'cardTransactions.id',
      'cardTransactions.amount',
      'cardTransactions.merchant',
      'cards.userId',
      'cards.id as cardId',
    ])
    .where('cardTransactions.issuerReference', '=', refund.authorizationId)
    .where('cardTransactions.type', '=', 'purchase')
    .where('cards.issuer', '=', cards.issuer.name)
    .executeTakeFirst();
  if (!purchase) throw notFound('No approved charge has this authorisation id');
  const accounts = await cardAccounts(cards);
  const { sell } = await cards.rates.rates();
  await db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, purchase.userId);
    const card = await lockCard(trx, purchase.cardId);
    if (!(await recordEvent(trx))) return;
    const done = await trx
      .selectFrom('cardTransactions')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('refunded'))
      .where('refundOf', '=', purchase.id)
      .executeTakeFirstOrThrow();
    const left = kobo(purchase.amount) - kobo(done.refunded);
    if (refund.amount > left) {
      throw new HttpError(
        422,
        ERROR_CODES.validation,
        `Only ${dollars(left)} of this charge can still be refunded`,
      );
    }
    const now = clock.now();
    const merchant = purchase.merchant ?? 'The merchant';
    const name = cardName(card);
    const back = {
      accountId: accounts.settlement,
      direction: 'debit',
      amount: refund.amount,
      currency: 'USD',
    } as const;
    const refundRow = {
      cardId: card.id,
      type: 'refund',
      amount: refund.amount,
      merchant: purchase.merchant,
      status: 'completed',
      refundOf: purchase.id,
      createdAt: now,
    } as const;
    if (card.status !== 'terminated') {
      const postingId = await post(trx, {
        kind: 'card_refund',
        description: `${name}: ${dollars(refund.amount)} refunded by ${merchant}`,
        at: now,
        entries: [
          back,
          { accountId: card.accountId, direction: 'credit', amount: refund.amount, currency: 'USD' },
        ],
      });
      await trx
        .insertInto('cardTransactions')
        .values({ ...refundRow, postingId })
        .execute();
      await notify(trx, now, cardEvent.refunded(card.userId, name, refund.amount, merchant, null));
      return;
    }
    const ngn = nairaFor(refund.amount, sell, 'sell');
    const postingId = await post(trx, {
      kind: 'card_refund',
      description: `${name} (terminated): ${dollars(refund.amount)} refunded by ${merchant}, to the wallet at ${sell} kobo/$`,
      at: now,
      entries: [
        back,
        { accountId: accounts.fxUsd, direction: 'credit', amount: refund.amount, currency: 'USD' },
        { accountId: accounts.fxNgn, direction: 'debit', amount: ngn },
        { accountId: wallet.accountId, direction: 'credit', amount: ngn },
      ],
    });
    const row = await trx
      .insertInto('transactions')
      .values({
        reference: newReference(now),
        userId: card.userId,
        type: 'card',
        direction: 'credit',
        amount: ngn,
        fee: 0,
        status: 'completed',
        counterparty: JSON.stringify({ name }),
        narration: `Refund from ${merchant} ${dollars(refund.amount)}`,
        postingId,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cardConversions')
      .values({
        transactionId: row.id,
        cardId: card.id,
        kind: 'refund',
        usdAmount: refund.amount,
        koboPerUsd: sell,
      })
      .execute();
    await trx
      .insertInto('cardTransactions')
      .values({ ...refundRow, transactionId: row.id, postingId })
      .execute();
    await queueMoneyAlert(trx, now, row.id);
    await notify(trx, now, cardEvent.refunded(card.userId, name, refund.amount, merchant, ngn));
  });
}
