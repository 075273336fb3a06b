// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdempotencyKey } from '../http/idempotency-key';
import { startTestServer, type TestServer } from '../http/test-server';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
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

let server: TestServer;
let runtime: OwoRuntime;
let failures = 0;
const toasts: string[] = [];

beforeAll(async () => {
  server = await startTestServer(({ method, path }) => {
    if (method === 'POST' && path === 'api/v1/transfers') {
      if (failures > 0) {
        failures -= 1;
        return { status: 503, body: { status: false, message: 'Try again', code: 'INTERNAL_ERROR' } };
      }
      return { status: 201, body: { status: true, data: sent } };
    }
    if (method === 'GET' && path === 'api/v1/transfers/recipient')
      return {
        status: 404,
        body: { status: false, message: 'No Owo user has that username', code: 'RECIPIENT_NOT_FOUND' },
      };
    return { status: 404, body: { status: false, message: 'Not found', code: 'NOT_FOUND' } };
  });
  runtime = createRuntime({
    apiBase: server.url,
    storage: createMemoryStorage(),
    createChannel: null,
    locks: null,
  });
  runtime.bus.on('toast:show', ({ message }) => toasts.push(message));
});
afterAll(async () => {
  runtime.dispose();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  toasts.length = 0;
  failures = 0;
});

const body = {
  type: 'bank',
  bankCode: '058',
  accountNumber: '0123456789',
  amount: 500_000,
  pin: '1357',
} as const;

describe('transfers api', () => {
  it('sends the action key as Idempotency-Key and reads the debit transaction', async () => {
    const key = createIdempotencyKey();
    await expect(transfersApi(runtime).send(body, { idempotencyKey: key })).resolves.toEqual(sent);
    expect(server.requests[0]?.headers['idempotency-key']).toBe(key);
    expect(server.requests[0]?.body).toEqual(body);
  });

  it('repeats a 503 with the same key, so the server can answer the first result again', async () => {
    failures = 1;
    const key = createIdempotencyKey();
    await transfersApi(runtime).send(body, { idempotencyKey: key });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
  }, 10_000);

  it('cannot be called without a key (a compile error), nor with a hand-made string', () => {
    const api = transfersApi(runtime);
    // @ts-expect-error the options, and so the key, are required
    const withoutOptions = () => api.send(body);
    // @ts-expect-error a plain string is no IdempotencyKey
    const withString = () => api.send(body, { idempotencyKey: 'my-key' });
    expect(typeof withoutOptions).toBe('function');
    expect(typeof withString).toBe('function');
  });

  it('leaves a refused lookup to the screen: no toast, the code kept', async () => {
    await expect(transfersApi(runtime).recipient('nobody')).rejects.toMatchObject({
      status: 404,
      code: 'RECIPIENT_NOT_FOUND',
    });
    expect(server.requests[0]?.query.get('identifier')).toBe('nobody');
    expect(toasts).toEqual([]);
  });
});
