import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiResponse } from './client';
import { type MoneyUser, PIN } from './money';

type Purpose = 'card_create' | 'card_fund' | 'card_withdraw';

export function quote(user: MoneyUser, purpose: Purpose, usdAmount: number, cardId?: string) {
  return user.browser.post('/api/v1/fx/quotes', { purpose, usdAmount, ...(cardId && { cardId }) });
}

/** A quote that must be given: its id. */
export async function quoteId(user: MoneyUser, purpose: Purpose, usdAmount: number, cardId?: string) {
  const res = await quote(user, purpose, usdAmount, cardId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const keyed = (key: string | null): { headers: Record<string, string> } => ({
  headers: key === null ? {} : { 'idempotency-key': key },
});

export function createCardWith(
  user: MoneyUser,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return user.browser.post('/api/v1/cards', { pin: PIN, ...body }, keyed(key));
}

/** A card created with its first funding of `usd` cents: the answer. */
export async function newCard(user: MoneyUser, usd = 1_000, label?: string): Promise<ApiResponse> {
  const id = await quoteId(user, 'card_create', usd);
  return createCardWith(user, { quoteId: id, ...(label && { label }) });
}

/** A card that must become active: its id. */
export async function activeCard(user: MoneyUser, usd = 1_000): Promise<string> {
  const res = await newCard(user, usd);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.status).toBe('active');
  return res.body.data.id;
}

export async function cardMoney(
  user: MoneyUser,
  cardId: string,
  action: 'fund' | 'withdraw',
  usd: number,
  key: string | null = randomUUID(),
) {
  const id = await quoteId(user, action === 'fund' ? 'card_fund' : 'card_withdraw', usd, cardId);
  return user.browser.post(`/api/v1/cards/${cardId}/${action}`, { quoteId: id, pin: PIN }, keyed(key));
}

export async function cardOf(user: MoneyUser, cardId: string) {
  const res = await user.browser.get('/api/v1/cards');
  expect(res.status).toBe(200);
  return res.body.data.cards.find((c: { id: string }) => c.id === cardId);
}

export function charge(
  user: MoneyUser,
  cardId: string,
  amount: number,
  merchant = 'Netflix',
  category?: string,
) {
  return user.browser.post('/api/v1/dev/card-authorizations', {
    cardId,
    amount,
    merchant,
    ...(category && { category }),
  });
}

export async function statementOf(user: MoneyUser, cardId: string) {
  const res = await user.browser.get(`/api/v1/cards/${cardId}/transactions`);
  expect(res.status).toBe(200);
  return res.body.data.transactions as {
    id: string;
    type: string;
    amount: number;
    status: string;
    merchant?: string | null;
    declineReason?: string | null;
  }[];
}
