// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../bus/event-bus';
import type { OwoEventMap } from '../bus/events';
import { createMemoryStorage } from '../session/storage';
import { createTokenStore } from '../session/token-store';
import { createHttpClient } from './client';
import type { ApiError } from './errors';
import { createIdempotencyKey } from './idempotency-key';
import { startTestServer, type TestServer } from './test-server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  at: number;
  request: Request;
  body: string;
}

/** A fetch that answers from a script and records when each attempt was made (under fake timers). */
function scriptedFetch(answer: (attempt: number, request: Request) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const at = Date.now();
    // Read now: ky cancels the request body once the call settles.
    calls.push({ at, request, body: await request.clone().text() });
    return answer(calls.length, request);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Never answers; rejects when the client aborts, as a real fetch does. */
function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

function setup(fetch?: typeof globalThis.fetch, apiBase = 'https://api.owo.test/') {
  const bus = createEventBus();
  const storage = createMemoryStorage();
  const tokens = createTokenStore(storage);
  const toasts: OwoEventMap['toast:show'][] = [];
  bus.on('toast:show', (toast) => toasts.push(toast));
  const http = createHttpClient({ apiBase, tokens, bus, locks: null, ...(fetch ? { fetch } : {}) });
  return { bus, tokens, http, toasts };
}

/** Starts the call and keeps its rejection from being reported as unhandled while timers advance. */
function settle<T>(promise: Promise<T>) {
  const result = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: ApiError) => ({ ok: false as const, error }),
  );
  return result;
}

describe('http client over a real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(({ path }) =>
      path === 'api/v1/echo' ? { body: { ok: true } } : { status: 404, body: { message: 'Not found' } },
    );
  });
  afterAll(() => server.close());

  it('sends JSON to the configured base with the stored Bearer token', async () => {
    const { http, tokens } = setup(undefined, server.url);
    tokens.set('token-1');
    const body = await http.post('api/v1/echo', { json: { amount: 500 } });
    expect(body).toEqual({ ok: true });
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('api/v1/echo');
    expect(sent?.headers.authorization).toBe('Bearer token-1');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({ amount: 500 });
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { http } = setup(undefined, server.url);
    await http.get('api/v1/echo');
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('shows an error toast for a failure unless the call is silent', async () => {
    const { http, toasts } = setup(undefined, server.url);
    await expect(http.get('api/v1/missing')).rejects.toMatchObject({ message: 'Not found', status: 404 });
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'Not found' })]);
    await expect(http.get('api/v1/missing', { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(toasts).toHaveLength(1);
  });
});

describe('http client request shape', () => {
  it('includes credentials and resolves same-origin paths from the page root', async () => {
    const { fetch, calls } = scriptedFetch(() => json(200, {}));
    const { http } = setup(fetch, 'https://api.owo.test/');
    await http.get('api/v1/notifications', { searchParams: { limit: 5, page: 1 } });
    expect(calls[0]?.request.credentials).toBe('include');
    expect(calls[0]?.request.url).toBe('https://api.owo.test/api/v1/notifications?limit=5&page=1');
  });

  it('resolves an empty body to undefined', async () => {
    const { fetch } = scriptedFetch(() => new Response(null, { status: 204 }));
    const { http } = setup(fetch);
    await expect(http.delete('api/v1/notifications/1')).resolves.toBeUndefined();
  });

  it('reports a body that breaks the contract as an unexpected error', async () => {
    const { fetch } = scriptedFetch(() => json(200, { nope: true }));
    const { http } = setup(fetch);
    await expect(
      http.get('api/v1/x', {
        schema: {
          parse() {
            throw new Error('shape');
          },
        },
      }),
    ).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      code: 'INVALID_RESPONSE',
      status: 200,
    });
  });
});

describe('retries (SPEC.md 7)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a 503 twice, 1000 ms apart, then fails with it', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch(() => json(503, { message: 'Down for maintenance' }));
    const { http } = setup(fetch);
    const start = Date.now();
    const result = settle(http.get('api/v1/notifications'));

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);

    expect(calls.map((c) => c.at - start)).toEqual([0, 1000, 2000]);
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatchObject({ status: 503, message: 'Down for maintenance' });
  });

  it.each([408, 500, 502, 503, 504])(
    'never retries a POST without an Idempotency-Key after a %i (it may have acted)',
    async (status) => {
      vi.useFakeTimers();
      const { fetch, calls } = scriptedFetch((attempt) =>
        attempt === 1 ? json(status, {}) : json(200, { ok: 1 }),
      );
      const { http } = setup(fetch);
      const result = settle(
        http.post('api/v1/auth/login', { json: { identifier: 'ada', password: 'secret' } }),
      );
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await result).ok).toBe(false);
      expect(calls).toHaveLength(1);
    },
  );

  it('never retries a POST without an Idempotency-Key when no response arrives', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch((attempt) => {
      if (attempt === 1) throw new TypeError('fetch failed');
      return json(200, {});
    });
    const { http } = setup(fetch);
    const result = settle(http.post('api/v1/transfers', { json: { amount: 100 } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await result).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it.each([408, 500, 502, 503, 504])(
    'retries a POST that carries an Idempotency-Key after a %i, with the same body',
    async (status) => {
      vi.useFakeTimers();
      const { fetch, calls } = scriptedFetch((attempt) =>
        attempt === 1 ? json(status, {}) : json(200, { ok: 1 }),
      );
      const { http } = setup(fetch);
      const key = createIdempotencyKey();
      const result = settle(
        http.post('api/v1/transfers', { json: { amount: 100, pin: '1234' }, idempotencyKey: key }),
      );
      await vi.advanceTimersByTimeAsync(1000);
      expect(await result).toEqual({ ok: true, value: { ok: 1 } });
      expect(calls).toHaveLength(2);
      expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ amount: 100, pin: '1234' });
    },
  );

  it('retries when no response arrives at all', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch((attempt) => {
      if (attempt === 1) throw new TypeError('fetch failed');
      return json(200, {});
    });
    const { http } = setup(fetch);
    const result = settle(http.get('api/v1/notifications'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 403, 404, 409, 422, 429])('does not retry a %i', async (status) => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch(() => json(status, {}));
    const { http } = setup(fetch);
    const result = settle(http.get('api/v1/notifications'));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await result).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it.each([
    'api/v1/auth/register',
    'api/v1/auth/refresh-token',
    'api/v1/auth/forgot-password',
    'api/v1/auth/verify-reset-password',
    'api/v1/auth/resend-reset-password',
    'api/v1/auth/reset-password',
    'api/v1/auth/verify-email',
    'api/v1/auth/resend-email-verification',
    'api/v1/auth/logout',
  ])('never retries POST %s', async (path) => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch(() => json(503, {}));
    const { http } = setup(fetch);
    const result = settle(http.post(path, { json: {} }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await result).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('reuses the same Idempotency-Key on every retry of one call', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch((attempt) => (attempt < 3 ? json(502, {}) : json(200, {})));
    const { http } = setup(fetch);
    const key = createIdempotencyKey();
    const result = settle(http.post('api/v1/transfers', { json: { amount: 100 }, idempotencyKey: key }));
    await vi.advanceTimersByTimeAsync(2000);
    expect((await result).ok).toBe(true);
    expect(calls.map((c) => c.request.headers.get('idempotency-key'))).toEqual([key, key, key]);
  });
});

describe('time-out', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on an attempt after 30 s without a response', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch((_, request) => hang(request));
    const { http, toasts } = setup(fetch);
    let settled = false;
    const result = settle(http.post('api/v1/auth/register', { json: {} })).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.error).toMatchObject({ message: 'The request timed out', code: 'TIMEOUT' });
    expect(calls[0]?.request.signal.aborted).toBe(true);
    expect(toasts.map((t) => t.message)).toEqual(['The request timed out']);
  });

  it('treats a time-out as no response and retries it', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch((attempt, request) =>
      attempt === 1 ? hang(request) : json(200, {}),
    );
    const { http } = setup(fetch);
    const result = settle(http.get('api/v1/notifications'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect((await result).ok).toBe(true);
  });
});

describe('progress counter', () => {
  it('counts calls in flight and emits each change', async () => {
    const releases: (() => void)[] = [];
    const { fetch } = scriptedFetch(
      () => new Promise<Response>((resolve) => releases.push(() => resolve(json(200, {})))),
    );
    const { http, bus } = setup(fetch);
    const seen: number[] = [];
    bus.on('progress:change', ({ inFlight }) => seen.push(inFlight));

    const first = http.get('api/v1/a');
    const second = http.get('api/v1/b');
    expect(http.progress.inFlight).toBe(2);
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    for (const release of releases) release();
    await Promise.all([first, second]);
    expect(http.progress.inFlight).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('ignores a call that opts out, and counts a failed call down', async () => {
    const { fetch } = scriptedFetch(() => json(404, {}));
    const { http, bus } = setup(fetch);
    const seen: number[] = [];
    bus.on('progress:change', ({ inFlight }) => seen.push(inFlight));
    await http.get('api/v1/poll', { trackProgress: false, silent: true }).catch(() => {});
    expect(seen).toEqual([]);
    await http.get('api/v1/poll', { silent: true }).catch(() => {});
    expect(seen).toEqual([1, 0]);
  });
});

describe('idempotency keys', () => {
  it('are distinct v4 UUIDs', () => {
    const a = createIdempotencyKey();
    const b = createIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
