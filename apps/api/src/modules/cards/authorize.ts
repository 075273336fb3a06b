import {
  type CardAuthorizationDecision,
  type CardIssuerEvent,
  type DeclineReason,
  UNSUPPORTED_MERCHANT_CATEGORIES,
} from '@owo/core/contract';
import type { CardRow } from '../../db/cards-schema';
import { kobo } from '../../db/money-schema';
import { notFound } from '../../http/errors';
import { post, type Trx } from '../ledger/post';
import { notify } from '../money/notify';
import { cardEvent } from './card-events';
import { lockCard } from './card-locks';
import { cardName, dollars } from './card-view';
import { type Cards, cardAccounts } from './cards';

type AuthorizationRequest = Extract<CardIssuerEvent, { type: 'authorization.request' }>['data'];

/** Why a charge is declined, in the order a person can act on it; null to approve. */
function declineReason(card: CardRow, request: AuthorizationRequest): DeclineReason | null {
  if (card.status === 'frozen') return 'card_frozen';
  if (card.status !== 'active') return 'card_terminated';
  if ((UNSUPPORTED_MERCHANT_CATEGORIES as readonly string[]).includes(request.category)) {
    return 'merchant_not_supported';
  }
  if (kobo(card.balance) < request.amount) return 'insufficient_funds';
  return null;
}

/** The decision already made about an authorisation (the issuer asked again), if any. */
async function decided(trx: Trx, authorizationId: string): Promise<CardAuthorizationDecision | undefined> {
  const row = await trx
    .selectFrom('cardTransactions')
    .select(['type', 'declineReason'])
    .where('issuerReference', '=', authorizationId)
    .where('type', 'in', ['purchase', 'decline'])
    .executeTakeFirst();
  if (!row) return undefined;
  return row.type === 'purchase'
    ? { approved: true }
    : { approved: false, declineReason: row.declineReason ?? undefined };
}

/**
 * A merchant asks to charge a card (the issuer's real-time authorisation request): under the card's row
 * lock the status, the merchant's category and the balance decide. An approval posts the charge (card
 * -> the issuer's settlement account) at once; a decline costs nothing and tells the owner why. One
 * decision per authorisation id: the issuer asking again gets the same answer. `recordEvent` records the
 * event in the same transaction.
 */
export async function authorizeCharge(
  cards: Cards,
  request: AuthorizationRequest,
  recordEvent: (trx: Trx) => Promise<boolean>,
): Promise<CardAuthorizationDecision> {
  const { db, clock } = cards.ctx;
  const accounts = await cardAccounts(cards);
  const found = await db
    .selectFrom('cards')
    .select('id')
    .where('issuer', '=', cards.issuer.name)
    .where('issuerCardId', '=', request.issuerCardId)
    .executeTakeFirst();
  if (!found) throw notFound('No card has this issuer card id');
  return db.transaction().execute(async (trx) => {
    const card = await lockCard(trx, found.id);
    const before = await decided(trx, request.authorizationId);
    if (before) return before;
    await recordEvent(trx);
    const now = clock.now();
    const reason = declineReason(card, request);
    const name = cardName(card);
    const row = {
      cardId: card.id,
      amount: request.amount,
      merchant: request.merchant,
      category: request.category,
      issuerReference: request.authorizationId,
      createdAt: now,
    };
    if (reason) {
      await trx
        .insertInto('cardTransactions')
        .values({ ...row, type: 'decline', status: 'declined', declineReason: reason })
        .execute();
      await notify(trx, now, cardEvent.declined(card.userId, name, request.amount, request.merchant, reason));
      return { approved: false, declineReason: reason };
    }
    const postingId = await post(trx, {
      kind: 'card_purchase',
      description: `${name}: ${dollars(request.amount)} at ${request.merchant}`,
      at: now,
      entries: [
        { accountId: card.accountId, direction: 'debit', amount: request.amount, currency: 'USD' },
        { accountId: accounts.settlement, direction: 'credit', amount: request.amount, currency: 'USD' },
      ],
    });
    await trx
      .insertInto('cardTransactions')
      .values({ ...row, type: 'purchase', status: 'completed', postingId })
      .execute();
    await notify(trx, now, cardEvent.charged(card.userId, name, request.amount, request.merchant));
    return { approved: true };
  });
}
