// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdempotencyKey } from '../http/idempotency-key';
import { startTestServer, type TestServer } from '../http/test-server';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import { billsApi } from './api';
import type { BillPurchase } from './contract';

const bought: BillPurchase = {
  reference: 'OWOB2026112200001',
  service: 'electricity',
  biller: 'ikeja-electric',
  billerName: 'Ikeja Electric',
  customerId: '1111111111111',
  customerName: 'ADEBAYO OKONKWO',
  productId: null,
  productName: null,
  amount: 500_000,
  fee: 0,
  currency: 'NGN',
  status: 'completed',
  delivery: { token: '1234-5678-9012-3456-7890', units: '45.2 kWh' },
  failureReason: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

let server: TestServer;
let runtime: OwoRuntime;
let failures = 0;
const toasts: string[] = [];

beforeAll(async () => {
  server = await startTestServer(({ method, path }) => {
    if (method === 'POST' && path === 'api/v1/bills/pay') {
      if (failures > 0) {
        failures -= 1;
        return { status: 503, body: { status: false, message: 'Try again', code: 'INTERNAL_ERROR' } };
      }
      return { status: 201, body: { status: true, data: bought } };
    }
    if (method === 'POST' && path === 'api/v1/bills/validate')
      return {
        status: 422,
        body: { status: false, message: 'We could not find that meter', code: 'INVALID_CUSTOMER' },
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
  service: 'electricity',
  biller: 'ikeja-electric',
  customerId: '1111111111111',
  meterType: 'prepaid',
  amount: 500_000,
  pin: '1357',
} as const;

describe('bills api', () => {
  it('pays with the action key as Idempotency-Key and reads the purchase with its token', async () => {
    const key = createIdempotencyKey();
    await expect(billsApi(runtime).pay(body, { idempotencyKey: key })).resolves.toEqual(bought);
    expect(server.requests[0]?.headers['idempotency-key']).toBe(key);
    expect(server.requests[0]?.body).toEqual(body);
  });

  it('repeats a 503 with the same key, so the server can answer the first result again', async () => {
    failures = 1;
    const key = createIdempotencyKey();
    await billsApi(runtime).pay(body, { idempotencyKey: key });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
  }, 10_000);

  it('cannot pay without a key (a compile error)', () => {
    const api = billsApi(runtime);
    // @ts-expect-error the options, and so the key, are required
    const withoutOptions = () => api.pay(body);
    // @ts-expect-error a plain string is no IdempotencyKey
    const withString = () => api.sellGiftCard({}, { idempotencyKey: 'k' });
    expect(typeof withoutOptions).toBe('function');
    expect(typeof withString).toBe('function');
  });

  it('leaves an invalid customer to the screen: no toast, the code kept', async () => {
    await expect(
      billsApi(runtime).validate({ service: 'airtime', biller: 'mtn', customerId: '00000000000' }),
    ).rejects.toMatchObject({ status: 422, code: 'INVALID_CUSTOMER' });
    expect(toasts).toEqual([]);
  });
});
