// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createEventBus } from '../bus/event-bus';
import { createMemoryStorage } from '../session/storage';
import { ACCESS_TOKEN_KEY, createTokenStore } from '../session/token-store';
import { createHttpClient } from './client';
import {
  PREFETCH_FRESH_MS,
  PREFETCHED,
  type PrefetchGlobal,
  prefetch,
  prefetchKey,
  takePrefetched,
} from './prefetch';
import { startTestServer, type TestServer } from './test-server';

const walletBody = z.object({ status: z.literal(true), data: z.object({ balance: z.number() }) });

describe('answers prefetched before the runtime ran', () => {
  let server: TestServer;
  let balance = 0;
  beforeAll(async () => {
    server = await startTestServer(({ path, headers }) => {
      if (headers.authorization !== 'Bearer token-1') return { status: 401, body: { message: 'Expired' } };
      if (path === 'api/v1/wallet') return { body: { status: true, data: { balance: balance++ } } };
      if (path === 'api/v1/transactions') return { body: { status: true, data: { balance: -1 } } };
      return { status: 404, body: { message: 'Not found' } };
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.restoreAllMocks();
    // Whatever a test left untaken must not answer the next one.
    (globalThis as PrefetchGlobal)[PREFETCHED]?.answers.clear();
  });

  function client(token: string | null) {
    const storage = createMemoryStorage();
    if (token) storage.setItem(ACCESS_TOKEN_KEY, token);
    const tokens = createTokenStore(storage);
    const http = createHttpClient({ apiBase: server.url, tokens, bus: createEventBus(), locks: null });
    return { http, storage };
  }

  it('answers the client from the prefetched request: one request reaches the server, with the token', async () => {
    const { http, storage } = client('token-1');
    const before = server.count('api/v1/wallet');
    prefetch(['api/v1/wallet'], { apiBase: server.url, storage });
    const first = await http.get('api/v1/wallet', { schema: walletBody });
    expect(server.count('api/v1/wallet')).toBe(before + 1);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer token-1');
    // Taken once: the next ask is a request of its own, with the state as it is then.
    const second = await http.get('api/v1/wallet', { schema: walletBody });
    expect(server.count('api/v1/wallet')).toBe(before + 2);
    expect(second.data.balance).toBe(first.data.balance + 1);
  });

  it('keys a GET by its path and query as the client writes them', async () => {
    expect(prefetchKey('api/v1/transactions', { page: 1, limit: 5, type: undefined })).toBe(
      'api/v1/transactions?page=1&limit=5',
    );
    const { http, storage } = client('token-1');
    const before = server.count('api/v1/transactions');
    prefetch(['api/v1/transactions?page=1&limit=5'], { apiBase: server.url, storage });
    await http.get('api/v1/transactions', { searchParams: { page: 1, limit: 5 } });
    expect(server.count('api/v1/transactions')).toBe(before + 1);
  });

  /** A fetch for prefetch() that answers at once with `status` and a balance no server would give. */
  const canned = (status: number) =>
    (async () =>
      new Response(JSON.stringify({ status: true, data: { balance: -42 } }), {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof globalThis.fetch;

  it('does not use an answer prefetched with another token than the client holds now', async () => {
    const { http, storage } = client('stale-token');
    prefetch(['api/v1/wallet'], { apiBase: server.url, storage, fetch: canned(200) });
    storage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    const before = server.count('api/v1/wallet');
    const answer = await http.get('api/v1/wallet', { schema: walletBody });
    expect(answer.data.balance).toBeGreaterThanOrEqual(0);
    expect(server.count('api/v1/wallet')).toBe(before + 1);
  });

  it('asks again itself when the prefetched answer is not a 2xx', async () => {
    const { http, storage } = client('token-1');
    prefetch(['api/v1/wallet'], { apiBase: server.url, storage, fetch: canned(401) });
    const before = server.count('api/v1/wallet');
    const answer = await http.get('api/v1/wallet', { schema: walletBody });
    expect(answer.data.balance).toBeGreaterThanOrEqual(0);
    expect(server.count('api/v1/wallet')).toBe(before + 1);
  });

  it('leaves an answer older than PREFETCH_FRESH_MS', async () => {
    const { http, storage } = client('token-1');
    prefetch(['api/v1/wallet'], { apiBase: server.url, storage, fetch: canned(200) });
    const prefetchedBy = Date.now();
    const before = server.count('api/v1/wallet');
    // The clock moves on only while the client looks for a prefetched answer (synchronously, as it asks).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(prefetchedBy + PREFETCH_FRESH_MS + 1);
    const asked = http.get('api/v1/wallet', { schema: walletBody });
    clock.mockRestore();
    expect((await asked).data.balance).toBeGreaterThanOrEqual(0);
    expect(server.count('api/v1/wallet')).toBe(before + 1);
  });

  it('asks nothing for a signed-out tab', async () => {
    const { storage } = client(null);
    const before = server.requests.length;
    prefetch(['api/v1/wallet'], { apiBase: server.url, storage });
    expect(takePrefetched('api/v1/wallet', null)).toBeNull();
    expect(server.requests.length).toBe(before);
  });
});
