import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import type { IdempotencyKey } from './idempotency';
import { createIdempotencyKey } from './idempotency-key';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from './test-server';

/** Test-only. What a money API's tests share: a real server, a runtime on it, and the toasts it showed. */
export interface MoneyPostHarness {
  readonly server: TestServer;
  readonly runtime: OwoRuntime;
  readonly toasts: string[];
}

/**
 * Registers, in the calling `describe`, a test server whose POST `path` answers 201 with `data` (after
 * `failures` 503s), other requests going to `routes`; and the two tests every money POST must pass: the
 * action's key is sent as Idempotency-Key with the body as given, and a 503 is repeated with the same key.
 */
export function moneyPostSuite<B>(options: {
  path: string;
  data: unknown;
  body: B;
  send: (runtime: OwoRuntime, body: B, key: IdempotencyKey) => Promise<unknown>;
  routes?: (request: RecordedRequest) => Reply | undefined;
}): MoneyPostHarness {
  let server: TestServer | undefined;
  let runtime: OwoRuntime | undefined;
  let failures = 0;
  const toasts: string[] = [];

  beforeAll(async () => {
    server = await startTestServer((request) => {
      if (request.method === 'POST' && request.path === options.path) {
        if (failures > 0) {
          failures -= 1;
          return { status: 503, body: { status: false, message: 'Try again', code: 'INTERNAL_ERROR' } };
        }
        return { status: 201, body: { status: true, data: options.data } };
      }
      return (
        options.routes?.(request) ?? {
          status: 404,
          body: { status: false, message: 'Not found', code: 'NOT_FOUND' },
        }
      );
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
    runtime?.dispose();
    await server?.close();
  });
  beforeEach(() => {
    if (server) server.requests.length = 0;
    toasts.length = 0;
    failures = 0;
  });

  const harness: MoneyPostHarness = {
    get server() {
      if (!server) throw new Error('the test server starts in beforeAll');
      return server;
    },
    get runtime() {
      if (!runtime) throw new Error('the runtime starts in beforeAll');
      return runtime;
    },
    toasts,
  };

  it(`sends the action key as Idempotency-Key and the body to POST ${options.path}, and reads the answer`, async () => {
    const key = createIdempotencyKey();
    await expect(options.send(harness.runtime, options.body, key)).resolves.toEqual(options.data);
    expect(harness.server.requests[0]?.headers['idempotency-key']).toBe(key);
    expect(harness.server.requests[0]?.body).toEqual(options.body);
  });

  it('repeats a 503 with the same key, so the server can answer the first result again', async () => {
    failures = 1;
    const key = createIdempotencyKey();
    await options.send(harness.runtime, options.body, key);
    expect(harness.server.requests.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
  }, 10_000);

  return harness;
}
