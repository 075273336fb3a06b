// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwoEventMap } from '../bus/events';
import { startTestServer, type TestServer } from '../http/test-server';
import { queryKeys } from '../query/keys';
import { getQueryClient } from '../query/runtime-query-client';
import { createRuntime, type OwoRuntime } from '../runtime';
import { createMemoryStorage, type StorageLike } from './storage';
import { testUser } from './test-user';

const ada = testUser();
let logoutFails = false;
/** Whether the refresh cookie holds a session (one the secrets frame began). */
let cookieSession = false;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ path, body, headers }) => {
    const input = (body ?? {}) as Record<string, unknown>;
    switch (path) {
      case 'api/v1/auth/login':
        if (input.identifier === 'ada')
          return { body: { status: true, data: { user: ada, accessToken: 'tok-ada' } } };
        if (input.identifier === 'newbie')
          return {
            body: {
              status: true,
              data: { user: testUser({ isEmailVerified: false, email: 'New@Example.com' }) },
            },
          };
        if (input.identifier === 'ghost') return { body: { status: true, data: {} } };
        return {
          status: 401,
          body: { status: false, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
        };
      case 'api/v1/auth/verify-session':
        if (headers.authorization === 'Bearer tok-ada')
          return { body: { status: true, data: { user: ada } } };
        if (headers.authorization === 'Bearer tok-forbidden')
          return { status: 403, body: { message: 'Forbidden' } };
        return { status: 401, body: { message: 'Invalid or expired session' } };
      case 'api/v1/auth/refresh-token':
        return cookieSession
          ? { body: { status: true, data: { accessToken: 'tok-ada' } } }
          : { status: 401, body: { message: 'Invalid refresh token' } };
      case 'api/v1/auth/logout':
        return logoutFails
          ? { status: 500, body: { message: 'boom' } }
          : { body: { status: true, message: 'Bye' } };
      case 'api/v1/auth/register':
        return {
          status: 201,
          body: { status: true, message: 'Check your inbox', data: { user: { email: 'x' } } },
        };
      case 'api/v1/auth/verify-reset-password':
        if (input.otp === '123456')
          return {
            body: { status: true, message: 'Code verified successfully', data: { resetToken: 'rt-1' } },
          };
        return { status: 400, body: { status: false } };
      case 'api/v1/auth/set-transaction-pin':
        return { body: { status: true, message: 'PIN set successfully', data: { ...ada, isPinSet: true } } };
      default:
        return { body: { status: true } };
    }
  });
});
afterAll(() => server.close());

let storage: StorageLike;
let runtime: OwoRuntime;
let toasts: OwoEventMap['toast:show'][];
let logouts: OwoEventMap['session:logout'][];
let changes: OwoEventMap['session:changed'][];

beforeEach(() => {
  logoutFails = false;
  cookieSession = false;
  server.requests.length = 0;
  storage = createMemoryStorage();
  runtime = createRuntime({
    apiBase: server.url,
    storage,
    locks: null,
    createChannel: null,
    storageEvents: null,
  });
  toasts = [];
  logouts = [];
  changes = [];
  runtime.bus.on('toast:show', (t) => toasts.push(t));
  runtime.bus.on('session:logout', (e) => logouts.push(e));
  runtime.bus.on('session:changed', (e) => changes.push(e));
});
afterEach(() => runtime.dispose());

describe('login', () => {
  it('stores the token and caches a verified user', async () => {
    const result = await runtime.session.login({ identifier: 'ada', password: 'secret1', rememberMe: true });
    expect(result).toEqual({ status: 'authenticated', user: ada });
    expect(storage.getItem('@accessToken')).toBe('tok-ada');
    expect(getQueryClient(runtime).getQueryData(queryKeys.session)).toEqual(ada);
    expect(runtime.session.isAuthenticated()).toBe(true);
    expect(changes).toEqual([{ user: ada }]);
    expect(server.requests[0]?.body).toEqual({ identifier: 'ada', password: 'secret1', rememberMe: true });
  });

  it('warns about an unverified email, keeps the email and stores no token', async () => {
    const result = await runtime.session.login({ identifier: 'newbie', password: 'secret1' });
    expect(result).toEqual({ status: 'unverified', email: 'new@example.com' });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'warning', message: 'Please verify your email first' }),
    ]);
    expect(storage.getItem('pending-verification-email')).toBe('new@example.com');
    expect(runtime.session.getPendingEmail()).toBe('new@example.com');
    expect(storage.getItem('@accessToken')).toBeNull();
    expect(runtime.session.isAuthenticated()).toBe(false);
  });

  it("fails with 'Login failed: No user data received' when the response has no user", async () => {
    await expect(runtime.session.login({ identifier: 'ghost', password: 'secret1' })).rejects.toThrow(
      'Login failed: No user data received',
    );
    expect(toasts.map((t) => t.message)).toEqual(['Login failed: No user data received']);
    expect(storage.getItem('@accessToken')).toBeNull();
  });

  it("shows the server's message for wrong credentials and never refreshes", async () => {
    storage.setItem('@accessToken', 'old');
    await expect(runtime.session.login({ identifier: 'mallory', password: 'secret1' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Invalid credentials',
      },
    );
    expect(toasts.map((t) => [t.kind, t.message])).toEqual([['error', 'Invalid credentials']]);
    expect(server.count('api/v1/auth/refresh-token')).toBe(0);
  });
});

describe('logout', () => {
  beforeEach(async () => {
    await runtime.session.login({ identifier: 'ada', password: 'secret1' });
    getQueryClient(runtime).setQueryData(['notifications', 'list', { limit: 5, page: 1 }], {
      notifications: [],
    });
  });

  it('removes the token, clears every cached query and emits one logout, even when the server fails', async () => {
    logoutFails = true;
    await runtime.session.logout({ allDevices: true });
    expect(storage.getItem('@accessToken')).toBeNull();
    expect(getQueryClient(runtime).getQueryCache().getAll()).toHaveLength(0);
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(changes.at(-1)).toEqual({ user: null });
    expect(toasts).toEqual([]);
    const call = server.requests.find((r) => r.path === 'api/v1/auth/logout');
    expect(call?.body).toEqual({ allDevices: true });
    expect(call?.headers.authorization).toBe('Bearer tok-ada');
  });

  it('tells the server allDevices false by default', async () => {
    await runtime.session.logout();
    expect(server.requests.find((r) => r.path === 'api/v1/auth/logout')?.body).toEqual({ allDevices: false });
    expect(runtime.session.getUser()).toBeNull();
  });
});

describe('verifySession (SPEC.md 7 and 8)', () => {
  it('fails without a request when no token is stored', async () => {
    await expect(runtime.session.verifySession()).rejects.toThrow(/token/);
    expect(server.requests).toHaveLength(0);
  });

  it('returns the user for a valid token', async () => {
    storage.setItem('@accessToken', 'tok-ada');
    await expect(runtime.session.verifySession()).resolves.toEqual(ada);
  });

  it('removes the token and propagates an auth failure', async () => {
    storage.setItem('@accessToken', 'tok-expired');
    await expect(runtime.session.verifySession()).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('@accessToken')).toBeNull();
    expect(logouts).toEqual([{ reason: 'refresh-failed' }]);
    expect(toasts).toEqual([]);
  });

  it('means no user for any other error, keeping the token', async () => {
    storage.setItem('@accessToken', 'tok-forbidden');
    await expect(runtime.session.verifySession()).resolves.toBeNull();
    expect(storage.getItem('@accessToken')).toBe('tok-forbidden');
    expect(toasts).toEqual([]);
  });
});

describe('verifySession without an answer', () => {
  it('keeps whoever was signed in when Owo cannot be reached, and tells nobody of a change', async () => {
    await runtime.session.login({ identifier: 'ada', password: 'secret1' });
    changes.length = 0;
    const offline = createRuntime({
      apiBase: 'http://127.0.0.1:9/',
      storage,
      locks: null,
      createChannel: null,
      storageEvents: null,
    });
    const seen: OwoEventMap['session:changed'][] = [];
    offline.session.setUser(ada);
    offline.bus.on('session:changed', (e) => seen.push(e));
    await expect(offline.session.verifySession()).resolves.toEqual(ada);
    expect(offline.session.getUser()).toBe(ada);
    expect(storage.getItem('@accessToken')).toBe('tok-ada');
    expect(seen).toEqual([]);
    offline.dispose();
  });

  it('with nobody known, says Owo could not be asked (not "signed out"), until a check answers', async () => {
    await runtime.session.login({ identifier: 'ada', password: 'secret1' });
    const offline = createRuntime({
      apiBase: 'http://127.0.0.1:9/',
      storage,
      locks: null,
      createChannel: null,
      storageEvents: null,
    });
    await expect(offline.session.verifySession()).resolves.toBeNull();
    expect(offline.session.getSnapshot()).toEqual({ user: null, checked: true, unreachable: true });
    // The token is kept: no answer says nothing against it.
    expect(storage.getItem('@accessToken')).toBe('tok-ada');
    offline.dispose();
    // Reachable again (the same storage, Owo answering): the check answers, and the flag goes.
    const online = createRuntime({
      apiBase: server.url,
      storage,
      locks: null,
      createChannel: null,
      storageEvents: null,
    });
    await expect(online.session.verifySession()).resolves.toEqual(ada);
    expect(online.session.getSnapshot()).toEqual({ user: ada, checked: true, unreachable: false });
    online.dispose();
  });
});

describe('resume (a session the secrets frame began)', () => {
  it('trades the refresh cookie for a token, then caches the user and tells the page once', async () => {
    cookieSession = true;
    await expect(runtime.session.resume()).resolves.toEqual(ada);
    expect(storage.getItem('@accessToken')).toBe('tok-ada');
    expect(runtime.session.isAuthenticated()).toBe(true);
    expect(changes).toEqual([{ user: ada }]);
    expect(server.requests.map((r) => r.path)).toEqual([
      'api/v1/auth/refresh-token',
      'api/v1/auth/verify-session',
    ]);
  });

  it('names the partner page on every request when the runtime is the frame', async () => {
    const framed = createRuntime({
      apiBase: server.url,
      frameParent: 'https://shop.example',
      storage: createMemoryStorage(),
      locks: null,
      createChannel: null,
      storageEvents: null,
    });
    cookieSession = true;
    await framed.session.resume();
    framed.dispose();
    expect(server.requests.map((r) => r.headers['owo-frame-parent'])).toEqual([
      'https://shop.example',
      'https://shop.example',
    ]);
    expect(runtime.config.frameParent).toBeUndefined();
  });

  it('is null without a session in the cookie, and signs nobody out', async () => {
    await expect(runtime.session.resume()).resolves.toBeNull();
    expect(storage.getItem('@accessToken')).toBeNull();
    expect(runtime.session.getUser()).toBeNull();
    expect(logouts).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

describe('account flows', () => {
  it('register keeps the email lowercased and returns the server message', async () => {
    const result = await runtime.session.register({
      username: 'ada_l',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ' Ada@Example.COM ',
      phoneNumber: '+2348012345678',
      gender: 'female',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      countryCode: 'NGA',
      terms: true,
    });
    expect(result).toEqual({ email: 'ada@example.com', message: 'Check your inbox' });
    expect(storage.getItem('pending-verification-email')).toBe('ada@example.com');
  });

  it('verifyResetPassword returns the reset token, or the fallback message on failure', async () => {
    await expect(
      runtime.session.verifyResetPassword({ email: 'ada@example.com', otp: '123456' }),
    ).resolves.toEqual({
      resetToken: 'rt-1',
      message: 'Code verified successfully',
    });
    await expect(
      runtime.session.verifyResetPassword({ email: 'ada@example.com', otp: '000000' }),
    ).rejects.toThrow('Invalid verification code');
    expect(toasts.map((t) => t.message)).toEqual(['Invalid verification code']);
  });

  it('setTransactionPin updates the cached user', async () => {
    await runtime.session.login({ identifier: 'ada', password: 'secret1' });
    const result = await runtime.session.setTransactionPin({ pin: '1234' });
    expect(result.message).toBe('PIN set successfully');
    expect(runtime.session.getUser()?.isPinSet).toBe(true);
    expect(changes.at(-1)?.user?.isPinSet).toBe(true);
  });
});
