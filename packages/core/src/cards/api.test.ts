// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moneyPostSuite } from '../http/money-post-suite';
import { cardsApi } from './api';
import type { Card, CardMoneyResult } from './contract';

const CARD_ID = '0b7e7d4e-4c1a-4d5e-9f3a-2f6c1d8e9a10';
const QUOTE_ID = '5d0f3c2a-8b1e-4f7a-9c6d-3e2b1a0f9d8c';

const card: Card = {
  id: CARD_ID,
  label: 'Netflix card',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 11,
  expiryYear: 2029,
  status: 'active',
  balance: 1_500,
  currency: 'USD',
  billingAddress: {
    line1: '256 Chapman Road',
    city: 'Newark',
    state: 'DE',
    postalCode: '19702',
    country: 'US',
  },
  createdAt: '2026-11-22T10:00:00.000Z',
};

const funded: CardMoneyResult = {
  card,
  transaction: {
    reference: 'OWO2026112200007',
    type: 'card',
    direction: 'debit',
    amount: 1_550_000,
    fee: 15_500,
    currency: 'NGN',
    status: 'completed',
    counterparty: { name: 'Netflix card •••• 4242' },
    narration: null,
    createdAt: '2026-11-22T10:00:00.000Z',
  },
};

const body = { quoteId: QUOTE_ID, pin: '1357' };

describe('cards api', () => {
  const h = moneyPostSuite({
    path: `api/v1/cards/${CARD_ID}/fund`,
    data: funded,
    body,
    send: (runtime, given, idempotencyKey) => cardsApi(runtime).fund(CARD_ID, given, { idempotencyKey }),
    routes: ({ method, path }) => {
      if (method === 'POST' && path === 'api/v1/fx/quotes')
        return {
          status: 409,
          body: { status: false, message: 'The rate is no longer held', code: 'QUOTE_EXPIRED' },
        };
      if (method === 'POST' && path === `api/v1/cards/${CARD_ID}/reveal`)
        return { status: 422, body: { status: false, message: 'Wrong PIN', code: 'INVALID_PIN' } };
      if (method === 'GET' && path === 'api/v1/cards')
        return { status: 200, body: { status: true, data: { cards: [card] } } };
      return undefined;
    },
  });

  it('cannot move money without a key (a compile error), nor with a hand-made string', () => {
    const api = cardsApi(h.runtime);
    // @ts-expect-error the options, and so the key, are required
    const withoutOptions = () => api.create({ quoteId: QUOTE_ID, pin: '1357' });
    // @ts-expect-error a plain string is no IdempotencyKey
    const withString = () => api.terminate(CARD_ID, { pin: '1357' }, { idempotencyKey: 'k' });
    expect(typeof withoutOptions).toBe('function');
    expect(typeof withString).toBe('function');
  });

  it('leaves a refused quote and a wrong PIN to the screen: no toast, the code kept', async () => {
    const api = cardsApi(h.runtime);
    await expect(
      api.quote({ purpose: 'card_fund', cardId: CARD_ID, usdAmount: 1_000 }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'QUOTE_EXPIRED',
    });
    await expect(api.reveal(CARD_ID, { pin: '0000' })).rejects.toMatchObject({ code: 'INVALID_PIN' });
    expect(h.toasts).toEqual([]);
    expect(h.server.requests[0]?.body).toEqual({ purpose: 'card_fund', cardId: CARD_ID, usdAmount: 1_000 });
  });

  it('reads the list out of its envelope, checked against the contract', async () => {
    await expect(cardsApi(h.runtime).list()).resolves.toEqual([card]);
  });
});
