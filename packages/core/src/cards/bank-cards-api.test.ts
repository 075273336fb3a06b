// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moneyPostSuite } from '../http/money-post-suite';
import type { Transaction } from '../transactions/contract';
import type { BankCard } from './bank-cards';
import { bankCardsApi } from './bank-cards-api';

const credit: Transaction = {
  reference: 'OWO2026112200002',
  type: 'topup',
  direction: 'credit',
  amount: 1_000_000,
  fee: 10_000,
  currency: 'NGN',
  status: 'completed',
  counterparty: { name: 'Visa •••• 4081', bankName: 'Sandbox Bank' },
  narration: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

const card: BankCard = {
  id: '7f1c0a52-9f0e-4c55-9d55-0a4b5f7b8e21',
  brand: 'visa',
  last4: '4081',
  expiryMonth: 12,
  expiryYear: 2030,
  bank: 'Sandbox Bank',
  isDefault: true,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const details = { number: '4084 0840 8408 4081', expiryMonth: 12, expiryYear: 2030, cvv: '123' };

describe('bank cards api', () => {
  const h = moneyPostSuite({
    path: 'api/v1/wallet/top-ups',
    data: credit,
    body: { bankCardId: card.id, amount: 1_000_000, pin: '1357' },
    send: (runtime, given, idempotencyKey) => bankCardsApi(runtime).topUp(given, { idempotencyKey }),
    routes: ({ method, path, body }) => {
      if (method !== 'POST' || path !== 'api/v1/bank-cards') return undefined;
      const otp = (body as { number: string }).number.startsWith('5061');
      return otp
        ? { status: 202, body: { status: true, data: { status: 'otp_required', id: card.id } } }
        : { status: 201, body: { status: true, data: card } };
    },
  });

  it('tells a card saved at once from one whose bank wants a code', async () => {
    const api = bankCardsApi(h.runtime);
    await expect(api.add(details)).resolves.toEqual({ status: 'saved', card });
    await expect(api.add({ ...details, number: '5061 0000 0000 0005' })).resolves.toEqual({
      status: 'otp_required',
      id: card.id,
    });
    expect(h.server.requests[0]?.body).toEqual(details);
  });
});
