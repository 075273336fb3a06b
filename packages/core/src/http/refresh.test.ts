// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../bus/event-bus';
import type { OwoEventMap } from '../bus/events';
import { createMemoryStorage, type StorageLike } from '../session/storage';
import { createTokenStore } from '../session/token-store';
import { createHttpClient } from './client';
import { toIdempotencyKey } from './idempotency-key';
import type { LockManagerLike } from './refresh';
import { type Reply, startTestServer, type TestServer } from './test-server';

const REFRESH = 'api/v1/auth/refresh-token';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One Web Lock per name, granted in request order: what navigator.locks gives tabs of one origin. */
function createMemoryLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

// The server's view: which access token is valid now, and whether the refresh cookie still works.
let validToken = 'token-1';
let refreshWorks = true;
let refreshes = 0;
let releaseSlow: () => void = () => {};
let slowGate = Promise.resolve();
let server: TestServer;

function authorised(authorization: string | undefined) {
  return authorization === `Bearer ${validToken}`;
}

beforeAll(async () => {
  server = await startTestServer(async ({ path, headers }): Promise<Reply> => {
    if (path === REFRESH) {
      refreshes += 1;
      await sleep(30);
      if (!refreshWorks) return { status: 401, body: { message: 'Invalid refresh token' } };
      validToken = `token-${refreshes + 1}`;
      return { body: { status: true, data: { accessToken: validToken } } };
    }
    if (path === 'api/v1/slow' && !authorised(headers.authorization)) {
      await slowGate;
      return { status: 401, body: { message: 'Token expired' } };
    }
    if (path.startsWith('api/v1/auth/')) return { status: 401, body: { message: 'Invalid credentials' } };
    if (path === 'api/v1/always-401') return { status: 401, body: { message: 'Nope' } };
    if (!authorised(headers.authorization)) return { status: 401, body: { message: 'Token expired' } };
    return { body: { ok: true, path } };
  });
});
afterAll(() => server.close());

beforeEach(() => {
  validToken = 'token-1';
  refreshWorks = true;
  refreshes = 0;
  server.requests.length = 0;
  slowGate = new Promise((resolve) => {
    releaseSlow = resolve;
  });
});

function setup(storage: StorageLike = createMemoryStorage(), locks: LockManagerLike | null = null) {
  const bus = createEventBus();
  const tokens = createTokenStore(storage);
  const logouts: OwoEventMap['session:logout'][] = [];
  const toasts: string[] = [];
  bus.on('session:logout', (event) => logouts.push(event));
  bus.on('toast:show', ({ message }) => toasts.push(message));
  const http = createHttpClient({ apiBase: server.url, tokens, bus, locks });
  return { http, tokens, logouts, toasts };
}

const sentWith = (path: string) =>
  server.requests.filter((r) => r.path === path).map((r) => r.headers.authorization);

describe('token refresh on 401 (SPEC.md 4)', () => {
  it('refreshes once for 50 concurrent 401s and replays all 50 with the new token', async () => {
    const { http, tokens, logouts, toasts } = setup();
    tokens.set('stale');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => http.get(`api/v1/items/${i}`)));

    expect(results).toHaveLength(50);
    expect(results.every((r) => (r as { ok: boolean }).ok)).toBe(true);
    expect(server.count(REFRESH)).toBe(1);
    const replays = server.requests.filter((r) => r.headers.authorization === 'Bearer token-2');
    expect(replays).toHaveLength(50);
    expect(tokens.get()).toBe('token-2');
    expect(logouts).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('sends the refresh with no body and no token, relying on the cookie', async () => {
    const { http, tokens } = setup();
    tokens.set('stale');
    await http.get('api/v1/items/1');
    const refresh = server.requests.find((r) => r.path === REFRESH);
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toBeUndefined();
    expect(refresh?.headers.authorization).toBeUndefined();
  });

  it('replays a 401 that arrives after a finished refresh with the current token, without refreshing again', async () => {
    const { http, tokens } = setup();
    tokens.set('stale');
    const slow = http.get('api/v1/slow');
    await http.get('api/v1/items/1');
    expect(server.count(REFRESH)).toBe(1);

    releaseSlow();
    await expect(slow).resolves.toMatchObject({ ok: true });
    expect(server.count(REFRESH)).toBe(1);
    expect(sentWith('api/v1/slow')).toEqual(['Bearer stale', 'Bearer token-2']);
  });

  it('removes the token and emits one logout when the refresh fails, without error toasts', async () => {
    refreshWorks = false;
    const { http, tokens, logouts, toasts } = setup();
    tokens.set('stale');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => http.get(`api/v1/items/${i}`)),
    );

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(outcomes[0]).toMatchObject({ reason: { status: 401, message: 'Token expired' } });
    expect(server.count(REFRESH)).toBe(1);
    expect(tokens.get()).toBeNull();
    expect(logouts).toEqual([{ reason: 'refresh-failed' }]);
    expect(toasts).toEqual([]);
  });

  it('does not refresh for a request that was already replayed once', async () => {
    const { http, tokens, toasts } = setup();
    tokens.set('stale');
    await expect(http.get('api/v1/always-401')).rejects.toMatchObject({ status: 401 });
    expect(server.count(REFRESH)).toBe(1);
    expect(sentWith('api/v1/always-401')).toEqual(['Bearer stale', 'Bearer token-2']);
    expect(toasts).toEqual(['Nope']);
  });

  it('does not refresh when no token was sent', async () => {
    const { http } = setup();
    await expect(http.get('api/v1/items/1')).rejects.toMatchObject({ status: 401 });
    expect(server.count(REFRESH)).toBe(0);
  });

  it.each([
    'api/v1/auth/login',
    'api/v1/auth/register',
    'api/v1/auth/forgot-password',
    'api/v1/auth/reset-password',
    'api/v1/auth/verify-email',
    'api/v1/auth/resend-email-verification',
    'api/v1/auth/logout',
  ])('never refreshes on a 401 from %s and shows its message', async (path) => {
    const { http, tokens, toasts } = setup();
    tokens.set('stale');
    await expect(http.post(path, { json: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
    expect(server.count(REFRESH)).toBe(0);
    expect(tokens.get()).toBe('stale');
    expect(toasts).toEqual(['Invalid credentials']);
  });

  it('keeps the Idempotency-Key when it replays after a refresh', async () => {
    const { http, tokens } = setup();
    tokens.set('stale');
    await http.post('api/v1/transfers', {
      json: { amount: 100 },
      idempotencyKey: toIdempotencyKey('action-1'),
    });
    const keys = server.requests
      .filter((r) => r.path === 'api/v1/transfers')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['action-1', 'action-1']);
  });
});

describe('token refresh across tabs', () => {
  it('refreshes once when two runtimes sharing storage race under the Web Lock', async () => {
    const storage = createMemoryStorage();
    const locks = createMemoryLocks();
    const tabA = setup(storage, locks);
    const tabB = setup(storage, locks);
    tabA.tokens.set('stale');

    const [a, b] = await Promise.all([tabA.http.get('api/v1/items/a'), tabB.http.get('api/v1/items/b')]);

    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: true });
    expect(server.count(REFRESH)).toBe(1);
    expect(storage.getItem('@accessToken')).toBe('token-2');
    expect([...tabA.logouts, ...tabB.logouts]).toEqual([]);
  });

  it('still refreshes, once, where the browser refuses the lock (a frame of another site)', async () => {
    const refused: LockManagerLike = {
      request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
    };
    const tab = setup(createMemoryStorage(), refused);
    tab.tokens.set('stale');
    const [a, b] = await Promise.all([tab.http.get('api/v1/items/a'), tab.http.get('api/v1/items/b')]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: true });
    expect(server.count(REFRESH)).toBe(1);
    expect(tab.logouts).toEqual([]);
    await expect(tab.http.renew()).resolves.toBe('token-3');
  });

  it('refreshes twice without the lock (why the lock is there)', async () => {
    const storage = createMemoryStorage();
    const tabA = setup(storage);
    const tabB = setup(storage);
    tabA.tokens.set('stale');
    await Promise.allSettled([tabA.http.get('api/v1/items/a'), tabB.http.get('api/v1/items/b')]);
    expect(server.count(REFRESH)).toBe(2);
  });
});
