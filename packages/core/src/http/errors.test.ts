// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../bus/event-bus';
import { createMemoryStorage } from '../session/storage';
import { createTokenStore } from '../session/token-store';
import { createHttpClient } from './client';
import { ApiError, isApiError, toApiError } from './errors';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ path }) => {
    if (path === 'message')
      return { status: 422, body: { message: 'Email is taken', error: 'ignored', code: 'CONFLICT' } };
    if (path === 'error') return { status: 400, body: { error: 'Bad things' } };
    if (path === 'neither') return { status: 404, body: { status: false } };
    if (path === 'empty') return { status: 418 };
    return { status: 200, body: { ok: true } };
  });
});
afterAll(() => server.close());

function client(apiBase = server.url) {
  return createHttpClient({
    apiBase,
    tokens: createTokenStore(createMemoryStorage()),
    bus: createEventBus(),
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

describe('error normalisation (SPEC.md 8)', () => {
  it("takes the body's message first and keeps status, status text, body and code", async () => {
    const error = await failure(client().get('message'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Email is taken');
    expect(error.status).toBe(422);
    expect(error.statusText).toBe('Unprocessable Entity');
    expect(error.body).toEqual({ message: 'Email is taken', error: 'ignored', code: 'CONFLICT' });
    expect(error.code).toBe('CONFLICT');
  });

  it("falls back to the body's error string", async () => {
    const error = await failure(client().get('error'));
    expect(error.message).toBe('Bad things');
    expect(error.status).toBe(400);
  });

  it("says 'An unexpected error occurred' when the body has neither", async () => {
    expect((await failure(client().get('neither'))).message).toBe('An unexpected error occurred');
    const empty = await failure(client().post('empty', { json: {} }));
    expect(empty.message).toBe('An unexpected error occurred');
    expect(empty.status).toBe(418);
  });

  it('uses the caller fallback instead of the generic message when one is given', async () => {
    const error = await failure(client().get('neither', { fallbackMessage: 'Failed to set PIN' }));
    expect(error.message).toBe('Failed to set PIN');
  });

  it("says Owo can't be reached, never the browser's words, when no response arrives", async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused. Register is never retried.
    const error = await failure(client('http://127.0.0.1:9/').post('api/v1/auth/register', { json: {} }));
    expect(error.message).toBe("Can't reach Owo. Check your connection.");
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('says the same for an import() whose chunk did not arrive (a TypeError too)', () => {
    const error = toApiError(
      new TypeError('Failed to fetch dynamically imported module: https://owo.example/c.js'),
    );
    expect(error.message).toBe("Can't reach Owo. Check your connection.");
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('passes an ApiError through unchanged and wraps anything else', () => {
    const original = new ApiError({ message: 'x', status: 409, statusText: 'Conflict' });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom')).message).toBe('boom');
    expect(toApiError('weird').message).toBe('An unexpected error occurred');
  });

  it('recognises an ApiError made by another copy of the bundle', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
