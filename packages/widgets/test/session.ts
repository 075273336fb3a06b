/**
 * Signed-in states for element tests: a real account signed in through the page's runtime (test/api.ts
 * must have pointed it at the test API), or a user written straight into the session cache for tests
 * that make no call.
 */
import { getRuntime } from '../src/internal/runtime';
import { createAccount, type TestAccount, testApiBase } from './api';

type CachedUser = NonNullable<ReturnType<ReturnType<typeof getRuntime>['session']['getUser']>>;

/** Signs an account in through core's session (token stored, user cached), as owo-login does. */
export async function signIn(account: TestAccount): Promise<TestAccount> {
  const result = await getRuntime().session.login({
    identifier: account.email,
    password: account.password,
    rememberMe: false,
  });
  if (result.status !== 'authenticated') throw new Error(`sign-in: ${JSON.stringify(result)}`);
  return account;
}

/** A fresh verified account, signed in: its inbox holds two unread (welcome, new sign-in). */
export async function signInNewAccount(): Promise<TestAccount> {
  return signIn(await createAccount({ verified: true }));
}

/** Caches a verified user as if the session check had answered; no token, so nothing reaches a server. */
export function cacheUser(overrides: Partial<CachedUser> = {}): CachedUser {
  const user: CachedUser = {
    id: '0b7e6a53-2f52-4c57-9a1e-3f0f1b1f9c11',
    username: 'ada_o',
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phoneNumber: '+2348012345678',
    gender: 'female',
    countryCode: 'NGA',
    isEmailVerified: true,
    isPinSet: false,
    role: 'user',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
  getRuntime().session.setUser(user);
  return user;
}

/** Ends the page's session the way a sign-out does (token gone, cache cleared, 'session:logout'). */
export async function signOut(): Promise<void> {
  await getRuntime().session.logout();
}

/** The bearer token core stored at sign-in, for calling the API as that user behind the widget's back. */
export const storedToken = (): string | null => localStorage.getItem('@accessToken');

/** Calls the test API as the signed-in user (their stored token), bypassing the widgets. */
export async function apiAsUser<T = unknown>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${await testApiBase()}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${storedToken()}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}
