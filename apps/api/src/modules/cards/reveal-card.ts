import type { CardReveal } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { checkTransactionPin } from '../money/transaction-pin';
import { assertCardStatus, ownCard } from './card-locks';
import type { Cards } from './cards';

/**
 * POST /cards/{id}/reveal: the card's checks, the PIN, then the issuer's one-time page. Owo never sees
 * the details: it passes on the page's address, made absolute on the origin the client called (a
 * partner's page frames it from there).
 */
export async function revealCard(
  cards: Cards,
  req: FastifyRequest,
  user: UserRow,
  cardId: string,
  pin: string,
): Promise<CardReveal> {
  const card = await ownCard(cards.ctx.db, user.id, cardId);
  assertCardStatus(card);
  await checkTransactionPin(cards.ctx, user, pin);
  if (!card.issuerCardId) throw new Error(`card ${card.id} is ${card.status} without an issuer card id`);
  const page = await cards.issuer.revealPage(card.issuerCardId);
  return {
    url: new URL(page.path, `${req.protocol}://${req.host}`).toString(),
    expiresAt: page.expiresAt.toISOString(),
  };
}
