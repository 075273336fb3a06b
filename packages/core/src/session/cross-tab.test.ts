// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OwoEventMap } from '../bus/events';
import { startTestServer, type TestServer } from '../http/test-server';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createCrossTab } from './cross-tab';
import { createMemoryStorage, type StorageLike } from './storage';
import { testUser } from './test-user';

const ada = testUser();
let refreshWorks = true;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ path, headers }) => {
    if (path === 'api/v1/auth/login')
      return { body: { status: true, data: { user: ada, accessToken: 'tok-ada' } } };
    if (path === 'api/v1/auth/refresh-token')
      return refreshWorks
        ? { body: { status: true, data: { accessToken: 'tok-ada' } } }
        : { status: 401, body: { message: 'Invalid refresh token' } };
    if (headers.authorization !== 'Bearer tok-ada') return { status: 401, body: { message: 'Expired' } };
    if (path === 'api/v1/auth/verify-session') return { body: { status: true, data: { user: ada } } };
    return { body: { status: true } };
  });
});
afterAll(() => server.close());

const opened: OwoRuntime[] = [];
afterEach(() => {
  for (const runtime of opened.splice(0)) runtime.dispose();
  refreshWorks = true;
});

/** Two tabs of one origin: shared localStorage, one BroadcastChannel name (unique to this test). */
function openTabs() {
  const storage: StorageLike = createMemoryStorage();
  const channelName = randomUUID();
  const open = () => {
    const storageEvents = new EventTarget();
    const runtime = createRuntime({
      apiBase: server.url,
      storage,
      locks: null,
      storageEvents,
      createChannel: (name) => new BroadcastChannel(`${name}-${channelName}`),
    });
    opened.push(runtime);
    const logouts: OwoEventMap['session:logout'][] = [];
    runtime.bus.on('session:logout', (e) => logouts.push(e));
    return { runtime, storageEvents, logouts };
  };
  return { storage, a: open(), b: open() };
}

function storageEvent(key: string | null, oldValue: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, oldValue, newValue });
}

describe('session across tabs', () => {
  it('a login in one tab makes the other fetch the session', async () => {
    const { a, b } = openTabs();
    await a.runtime.session.login({ identifier: 'ada', password: 'secret1' });
    await vi.waitFor(() => expect(b.runtime.session.getUser()).toEqual(ada), { timeout: 1000 });
  });

  it('a logout in one tab clears the other within 1 s, with reason other-tab', async () => {
    const { a, b } = openTabs();
    await a.runtime.session.login({ identifier: 'ada', password: 'secret1' });
    await vi.waitFor(() => expect(b.runtime.session.isAuthenticated()).toBe(true), { timeout: 1000 });

    const started = Date.now();
    await a.runtime.session.logout();
    await vi.waitFor(() => expect(b.logouts).toEqual([{ reason: 'other-tab' }]), { timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(b.runtime.session.getUser()).toBeNull();
    expect(a.logouts).toEqual([{ reason: 'user' }]);
  });

  it('reports one logout when both the storage event and the channel announce it', async () => {
    const { a, b } = openTabs();
    await a.runtime.session.login({ identifier: 'ada', password: 'secret1' });
    await vi.waitFor(() => expect(b.runtime.session.getUser()).not.toBeNull(), { timeout: 1000 });
    await a.runtime.session.logout();
    b.storageEvents.dispatchEvent(storageEvent('@accessToken', 'tok-ada', null));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.logouts).toEqual([{ reason: 'other-tab' }]);
  });

  it('a failed refresh in one tab logs the other out too', async () => {
    const { a, b, storage } = openTabs();
    await a.runtime.session.login({ identifier: 'ada', password: 'secret1' });
    await vi.waitFor(() => expect(b.runtime.session.getUser()).not.toBeNull(), { timeout: 1000 });
    refreshWorks = false;
    storage.setItem('@accessToken', 'tok-expired');
    await a.runtime.http.get('api/v1/anything').catch(() => {});
    expect(a.logouts).toEqual([{ reason: 'refresh-failed' }]);
    await vi.waitFor(() => expect(b.logouts).toEqual([{ reason: 'other-tab' }]), { timeout: 1000 });
  });
});

describe('cross-tab signals from storage events', () => {
  function listen() {
    const storageEvents = new EventTarget();
    const crossTab = createCrossTab({ createChannel: null, storageEvents });
    const heard: string[] = [];
    crossTab.subscribe((signal) => heard.push(signal));
    return { storageEvents, heard, crossTab };
  }

  it('hears a removed token as logout and a first token as login', () => {
    const { storageEvents, heard } = listen();
    storageEvents.dispatchEvent(storageEvent('@accessToken', null, 'tok'));
    storageEvents.dispatchEvent(storageEvent('@accessToken', 'tok', null));
    storageEvents.dispatchEvent(storageEvent(null, null, null));
    expect(heard).toEqual(['login', 'logout', 'logout']);
  });

  it('ignores a token replaced by a refresh and other keys', () => {
    const { storageEvents, heard } = listen();
    storageEvents.dispatchEvent(storageEvent('@accessToken', 'old', 'new'));
    storageEvents.dispatchEvent(storageEvent('theme', null, 'dark'));
    expect(heard).toEqual([]);
  });

  it('stops listening once closed', () => {
    const { storageEvents, heard, crossTab } = listen();
    crossTab.close();
    storageEvents.dispatchEvent(storageEvent('@accessToken', 'tok', null));
    expect(heard).toEqual([]);
  });
});
