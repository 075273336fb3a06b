import { type CardStatus, MONEY_ERROR_CODES } from '@owo/core/contract';
import type { CardRow } from '../../db/cards-schema';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { Trx } from '../ledger/post';

/** One of the user's cards; another user's card is 404, as an unknown one. */
export async function ownCard(db: Db | Trx, userId: string, cardId: string): Promise<CardRow> {
  const card = await db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', cardId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!card) throw notFound('Card not found');
  return card;
}

/**
 * Locks the card's row for the rest of the transaction: every change to its balance or status happens
 * under it. Taken after the owner's wallet (and the wallet transaction) when both are locked, never before.
 */
export async function lockCard(trx: Trx, cardId: string): Promise<CardRow> {
  return trx.selectFrom('cards').selectAll().where('id', '=', cardId).forUpdate().executeTakeFirstOrThrow();
}

/** The statuses a card can be used in by its owner (money in and out, details): a frozen card only stops merchants. */
export const OWNER_USABLE: readonly CardStatus[] = ['active', 'frozen'];

/** Refuses an action on a card in none of the `allowed` statuses, saying why. */
export function assertCardStatus(card: CardRow, allowed: readonly CardStatus[] = OWNER_USABLE): void {
  if (allowed.includes(card.status)) return;
  switch (card.status) {
    case 'terminated':
      throw new HttpError(
        422,
        MONEY_ERROR_CODES.cardTerminated,
        'This card is terminated and can never be used again.',
      );
    case 'pending':
      throw new HttpError(
        422,
        MONEY_ERROR_CODES.cardNotActive,
        'This card is still being created. Try again in a moment.',
      );
    case 'failed':
      throw new HttpError(
        422,
        MONEY_ERROR_CODES.cardNotActive,
        'This card was never created: the issuer refused it and your money went back to your wallet.',
      );
    default:
      throw new HttpError(422, MONEY_ERROR_CODES.cardNotActive, `This card is ${card.status}.`);
  }
}
