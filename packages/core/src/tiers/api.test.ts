// @vitest-environment node
import { QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/test-server';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import { TIER_REVIEW_POLL_MS, tiersQueryOptions } from '../wallet/keys';
import { tiersApi } from './api';
import type { Tiers } from './contract';

const tiers = (pending: boolean): Tiers => ({
  current: 1,
  tiers: [],
  usage: { today: 0, balance: 0 },
  ...(pending ? { pending: { tier: 2, submittedAt: '2026-11-26T10:00:00.000Z' } } : {}),
  identity: { bvn: null, nin: null },
});

describe('tiers api', () => {
  let server: TestServer;
  let runtime: OwoRuntime;
  let pending = true;
  beforeAll(async () => {
    server = await startTestServer(({ method, path }) =>
      method === 'POST' && path === 'api/v1/tiers/upgrade'
        ? { status: 200, body: { status: true, data: { status: 'pending', tier: 1 } } }
        : { status: 200, body: { status: true, data: tiers(pending) } },
    );
    runtime = createRuntime({
      apiBase: server.url,
      storage: createMemoryStorage(),
      createChannel: null,
      locks: null,
    });
  });
  afterAll(async () => {
    runtime.dispose();
    await server.close();
  });

  it('sends the upgrade as given and reads the outcome', async () => {
    const body = { tier: 2, bvn: '22222222224', dateOfBirth: '1990-05-17' } as const;
    await expect(tiersApi(runtime).upgrade(body)).resolves.toEqual({ status: 'pending', tier: 1 });
    expect(server.requests.at(-1)?.body).toEqual(body);
  });

  it(`asks again every ${TIER_REVIEW_POLL_MS} ms while an upgrade is reviewed, and stops once decided`, async () => {
    const client = new QueryClient();
    const options = tiersQueryOptions(runtime);
    const interval = () => {
      const query = client.getQueryCache().find({ queryKey: options.queryKey });
      const refetch = options.refetchInterval;
      return typeof refetch === 'function' && query ? refetch(query as never) : refetch;
    };
    pending = true;
    await client.fetchQuery(options);
    expect(interval()).toBe(TIER_REVIEW_POLL_MS);
    pending = false;
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(interval()).toBe(false);
  });
});
