import { describe, expect, it } from 'vitest';
import { createEventBus } from '../bus/event-bus';
import { createMemoryStorage } from '../session/storage';
import { createTokenStore } from '../session/token-store';
import { createHttpClient } from './client';
import { ORIGIN_NOT_ALLOWED, ORIGIN_NOT_ALLOWED_MESSAGE } from './origin-not-allowed';
import { originRefusal } from './origin-probe';

const API = 'https://owo.example';

/** The browser's view: calls with credentials fail (CORS or the network); the status route answers or not. */
function browserFetch(status: { allowed: boolean } | 'offline') {
  const seen: RequestInit[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    seen.push(init ?? {});
    if (status === 'offline' || !url.endsWith('/api/v1/partners/status'))
      throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ status: true, data: status }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

describe('telling a refused origin from being offline', () => {
  it('says the site is not yet allowed when the status route answers "not allowed", asking without credentials', async () => {
    const { fetch, seen } = browserFetch({ allowed: false });
    const error = await originRefusal(API, fetch);
    expect(error).toMatchObject({ message: ORIGIN_NOT_ALLOWED_MESSAGE, code: ORIGIN_NOT_ALLOWED, status: 0 });
    expect(seen[0]?.credentials).toBe('omit');
  });

  it('says nothing of the kind when offline, when the origin is allowed, or when the API is same-origin', async () => {
    expect(await originRefusal(API, browserFetch('offline').fetch)).toBeNull();
    expect(await originRefusal(API, browserFetch({ allowed: true }).fetch)).toBeNull();
    expect(await originRefusal('', browserFetch({ allowed: false }).fetch)).toBeNull();
  });

  it('turns a failed call into that message, toasted once even for background checks', async () => {
    const bus = createEventBus();
    const toasts: string[] = [];
    bus.on('toast:show', ({ message }) => toasts.push(message));
    const http = createHttpClient({
      apiBase: API,
      tokens: createTokenStore(createMemoryStorage()),
      bus,
      fetch: browserFetch({ allowed: false }).fetch,
      locks: null,
    });
    await expect(http.get('api/v1/notifications', { silent: true })).rejects.toMatchObject({
      code: ORIGIN_NOT_ALLOWED,
    });
    await expect(http.post('api/v1/auth/login', { json: {} })).rejects.toMatchObject({
      message: ORIGIN_NOT_ALLOWED_MESSAGE,
    });
    expect(toasts).toEqual([ORIGIN_NOT_ALLOWED_MESSAGE]);
  });

  it('keeps the network message when offline', async () => {
    const http = createHttpClient({
      apiBase: API,
      tokens: createTokenStore(createMemoryStorage()),
      bus: createEventBus(),
      fetch: browserFetch('offline').fetch,
      locks: null,
    });
    await expect(http.get('api/v1/notifications', { silent: true })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });
});
