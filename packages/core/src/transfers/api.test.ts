// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moneyPostSuite } from '../http/money-post-suite';
import type { Transaction } from '../transactions/contract';
import { transfersApi } from './api';

const sent: Transaction = {
  reference: 'OWO2026112200001',
  type: 'bank',
  direction: 'debit',
  amount: 500_000,
  fee: 1_000,
  currency: 'NGN',
  status: 'pending',
  counterparty: { name: 'ADA OBI', bankCode: '058', bankName: 'GTBank', accountNumber: '0123456789' },
  narration: 'Rent',
  sessionId: '000013261122000000000000000001',
  createdAt: '2026-11-22T10:00:00.000Z',
};

const body = {
  type: 'bank',
  bankCode: '058',
  accountNumber: '0123456789',
  amount: 500_000,
  pin: '1357',
} as const;

describe('transfers api', () => {
  const h = moneyPostSuite({
    path: 'api/v1/transfers',
    data: sent,
    body,
    send: (runtime, given, idempotencyKey) => transfersApi(runtime).send(given, { idempotencyKey }),
    routes: ({ method, path }) =>
      method === 'GET' && path === 'api/v1/transfers/recipient'
        ? {
            status: 404,
            body: { status: false, message: 'No Owo user has that username', code: 'RECIPIENT_NOT_FOUND' },
          }
        : undefined,
  });

  it('cannot be called without a key (a compile error), nor with a hand-made string', () => {
    const api = transfersApi(h.runtime);
    // @ts-expect-error the options, and so the key, are required
    const withoutOptions = () => api.send(body);
    // @ts-expect-error a plain string is no IdempotencyKey
    const withString = () => api.send(body, { idempotencyKey: 'my-key' });
    expect(typeof withoutOptions).toBe('function');
    expect(typeof withString).toBe('function');
  });

  it('leaves a refused lookup to the screen: no toast, the code kept', async () => {
    await expect(transfersApi(h.runtime).recipient('nobody')).rejects.toMatchObject({
      status: 404,
      code: 'RECIPIENT_NOT_FOUND',
    });
    expect(h.server.requests[0]?.query.get('identifier')).toBe('nobody');
    expect(h.toasts).toEqual([]);
  });
});
