// @vitest-environment node
import { QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyKey } from '../http/idempotency-key';
import { moneyPostSuite } from '../http/money-post-suite';
import { startTestServer, type TestServer } from '../http/test-server';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import type { Transaction } from '../transactions/contract';
import { transactionKeys } from '../transactions/keys';
import { walletKeys } from '../wallet/keys';
import { rewardsApi } from './api';
import type { Rewards } from './contract';
import { invalidateAfterRedemption, rewardsKeys } from './keys';
import { REFERRAL_RULE, REWARDS_RULE } from './schedule';

const credit: Transaction = {
  reference: 'OWOR2026112600001',
  type: 'reward',
  direction: 'credit',
  amount: 50_000,
  fee: 0,
  currency: 'NGN',
  status: 'completed',
  counterparty: { name: 'Owo Rewards' },
  narration: '500 points redeemed',
  createdAt: '2026-11-26T10:00:00.000Z',
};

const rewards: Rewards = {
  points: 120,
  rule: REWARDS_RULE,
  referralRule: REFERRAL_RULE,
  referralCode: 'ABCD2345',
  referralLink: 'https://owo.example/auth/register?ref=ABCD2345',
  history: [
    {
      id: 'e1',
      kind: 'earned',
      points: 120,
      description: 'Airtime, MTN',
      reference: 'OWOB2026112600001',
      createdAt: '2026-11-26T09:00:00.000Z',
    },
  ],
  referrals: [],
};

describe('rewards api', () => {
  const h = moneyPostSuite({
    path: 'api/v1/rewards/redeem',
    data: credit,
    body: { points: 500 },
    send: (runtime, body, idempotencyKey) => rewardsApi(runtime).redeem(body, { idempotencyKey }),
    routes: ({ method, path }) =>
      method === 'GET' && path === 'api/v1/rewards'
        ? { status: 200, body: { status: true, data: rewards } }
        : undefined,
  });

  it('cannot redeem without a key (a compile error)', () => {
    const api = rewardsApi(h.runtime);
    // @ts-expect-error the options, and so the key, are required
    const withoutOptions = () => api.redeem({ points: 500 });
    expect(typeof withoutOptions).toBe('function');
  });

  it('reads the points, the rules and the referral link', async () => {
    await expect(rewardsApi(h.runtime).get()).resolves.toEqual(rewards);
  });
});

describe('a refused redemption', () => {
  let server: TestServer;
  let runtime: OwoRuntime;
  const toasts: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(() => ({
      status: 422,
      body: { status: false, message: 'You have 120 points', code: 'INSUFFICIENT_POINTS' },
    }));
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

  it('is left to the form: no toast, the code and message kept', async () => {
    await expect(
      rewardsApi(runtime).redeem({ points: 500 }, { idempotencyKey: createIdempotencyKey() }),
    ).rejects.toMatchObject({ status: 422, code: 'INSUFFICIENT_POINTS', message: 'You have 120 points' });
    expect(toasts).toEqual([]);
  });
});

describe('invalidateAfterRedemption', () => {
  it('marks the points, the wallet (its limits too) and every history list stale, nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      rewardsKeys.all,
      walletKeys.wallet,
      walletKeys.tiers,
      transactionKeys.list({}),
      ['settings', 'me'],
    ] as const;
    for (const key of keys) client.setQueryData(key, { any: 'data' });
    await invalidateAfterRedemption(client);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false]);
  });
});
