// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../contract';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage } from '../session/storage';
import { testUser } from '../session/test-user';
import { queryKeys } from './keys';
import { getQueryClient } from './runtime-query-client';

const runtimes: OwoRuntime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

/** A runtime whose API answers verify-session with `user` (after `delay` ms) for the token 'tok'. */
function runtimeWith(user: User | null, { delay = 0 } = {}) {
  const storage = createMemoryStorage();
  storage.setItem('@accessToken', 'tok');
  let checks = 0;
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path.endsWith('/auth/verify-session')) {
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
      return Response.json({ status: true, data: { user } });
    }
    if (path.endsWith('/auth/logout')) return Response.json({ status: true });
    return Response.json({ message: 'Not found' }, { status: 404 });
  }) as typeof globalThis.fetch;
  const runtime = createRuntime({
    apiBase: 'https://api.owo.test/',
    storage,
    fetch,
    locks: null,
    createChannel: null,
    storageEvents: null,
  });
  runtimes.push(runtime);
  return { runtime, checks: () => checks };
}

describe('the session atom', () => {
  it('is unknown until the first check answers, which one request serves however many ask', async () => {
    const ada = testUser();
    const { runtime, checks } = runtimeWith(ada);
    expect(runtime.session.getSnapshot()).toEqual({ user: null, checked: false, unreachable: false });
    const heard: (User | null)[] = [];
    runtime.session.subscribe(() => heard.push(runtime.session.getUser()));
    const answers = await Promise.all([runtime.session.verifySession(), runtime.session.refetch()]);
    expect(answers).toEqual([ada, ada]);
    expect(checks()).toBe(1);
    expect(runtime.session.getSnapshot()).toEqual({ user: ada, checked: true, unreachable: false });
    expect(runtime.store.get(runtime.session.atom).user).toEqual(ada);
    expect(heard).toEqual([ada]);
  });

  it('keeps a sign-out made while a check was in flight', async () => {
    const { runtime } = runtimeWith(testUser(), { delay: 20 });
    const check = runtime.session.verifySession();
    await runtime.session.logout();
    await expect(check).resolves.toBeNull();
    expect(runtime.session.getSnapshot()).toEqual({ user: null, checked: true, unreachable: false });
  });
});

describe('getQueryClient', () => {
  it('makes one QueryClient per runtime, on first use', () => {
    const a = runtimeWith(null).runtime;
    const b = runtimeWith(null).runtime;
    expect(getQueryClient(a)).toBe(getQueryClient(a));
    expect(getQueryClient(a)).not.toBe(getQueryClient(b));
  });

  it("mirrors the session's user under auth/user, and takes a user written there", async () => {
    const ada = testUser();
    const { runtime } = runtimeWith(ada);
    const client = getQueryClient(runtime);
    expect(client.getQueryData(queryKeys.session)).toBeUndefined();
    await runtime.session.verifySession();
    expect(client.getQueryData(queryKeys.session)).toEqual(ada);

    const grace = testUser({ firstName: 'Grace' });
    client.setQueryData(queryKeys.session, grace);
    expect(runtime.session.getUser()).toBe(grace);
  });

  it('seeds auth/user from a session that has already answered', async () => {
    const ada = testUser();
    const { runtime } = runtimeWith(ada);
    await runtime.session.verifySession();
    expect(getQueryClient(runtime).getQueryData(queryKeys.session)).toEqual(ada);
  });

  it('drops the whole cache on any session:logout, the user first', async () => {
    const { runtime } = runtimeWith(testUser());
    await runtime.session.verifySession();
    const client = getQueryClient(runtime);
    client.setQueryData(queryKeys.notifications, ['x']);
    runtime.bus.emit('session:logout', { reason: 'refresh-failed' });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(runtime.session.getUser()).toBeNull();
  });
});
