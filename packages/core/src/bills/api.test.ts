// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moneyPostSuite } from '../http/money-post-suite';
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

const body = {
  service: 'electricity',
  biller: 'ikeja-electric',
  customerId: '1111111111111',
  meterType: 'prepaid',
  amount: 500_000,
  pin: '1357',
} as const;

describe('bills api', () => {
  const h = moneyPostSuite({
    path: 'api/v1/bills/pay',
    data: bought,
    body,
    send: (runtime, given, idempotencyKey) => billsApi(runtime).pay(given, { idempotencyKey }),
    routes: ({ method, path }) =>
      method === 'POST' && path === 'api/v1/bills/validate'
        ? {
            status: 422,
            body: { status: false, message: 'We could not find that meter', code: 'INVALID_CUSTOMER' },
          }
        : undefined,
  });

  it('cannot pay without a key (a compile error)', () => {
    const api = billsApi(h.runtime);
    // @ts-expect-error the options, and so the key, are required
    const withoutOptions = () => api.pay(body);
    // @ts-expect-error a plain string is no IdempotencyKey
    const withString = () => api.sellGiftCard({}, { idempotencyKey: 'k' });
    expect(typeof withoutOptions).toBe('function');
    expect(typeof withString).toBe('function');
  });

  it('leaves an invalid customer to the screen: no toast, the code kept', async () => {
    await expect(
      billsApi(h.runtime).validate({ service: 'airtime', biller: 'mtn', customerId: '00000000000' }),
    ).rejects.toMatchObject({ status: 422, code: 'INVALID_CUSTOMER' });
    expect(h.toasts).toEqual([]);
  });
});
