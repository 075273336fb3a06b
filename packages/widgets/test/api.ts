/**
 * The browser half of test/api-server.mjs: the real API's address, its dev mailbox, and accounts made
 * straight through the API (for tests about one step, not the whole sign-up).
 */
import { configureRuntime } from '@owo/core';
import { sleep } from './assert';

let base: Promise<string> | undefined;

/** The API's base URL (http://localhost:<port>), once it is healthy. */
export function testApiBase(): Promise<string> {
  base ??= fetch('/__owo/api')
    .then((res) => res.json() as Promise<{ url?: string; error?: string }>)
    .then(({ url, error }) => {
      if (!url) throw new Error(`The test API is not running: ${error}`);
      return url;
    });
  return base;
}

/**
 * Points this page's Owo runtime at the test API. Call before any element mounts (top-level await).
 * Not named use…: it is no React hook, and the hooks lint rule would flag every top-level call.
 */
export async function connectTestApi(): Promise<string> {
  const url = await testApiBase();
  configureRuntime({ apiBase: url });
  return url;
}

/** @deprecated The first name of connectTestApi, kept while the tests that call it move over. */
export const useTestApi = connectTestApi;

interface MailboxMessage {
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
}

async function mailbox(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${await testApiBase()}/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { data: { messages: MailboxMessage[] } };
  return body.data.messages;
}

/**
 * The code in the newest email to `email` whose subject matches, waiting for it to arrive. `skip` codes
 * already seen (a resend must bring a new one).
 */
export async function latestCode(
  email: string,
  subject: RegExp,
  skip: readonly string[] = [],
): Promise<string> {
  const start = performance.now();
  for (;;) {
    const newest = (await mailbox(email)).find((message) => subject.test(message.subject));
    if (newest?.code && !skip.includes(newest.code)) return newest.code;
    if (performance.now() - start > 5000) throw new Error(`timed out waiting for a code emailed to ${email}`);
    await sleep(100);
  }
}

export const VERIFY_SUBJECT = /verification code/i;
export const RESET_SUBJECT = /reset code/i;

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let accounts = 0;

/** A never-used identity: every test that signs in or up gets its own (the API locks an account after 5 wrong passwords). */
export function newIdentity(): TestAccount {
  accounts += 1;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${accounts}`;
  return {
    username: `u_${tag}`.slice(0, 30),
    email: `ada.${tag}@example.com`,
    password: 'Passw0rd!',
    firstName: 'Ada',
    lastName: 'Obi',
  };
}

async function post(path: string, json: unknown): Promise<unknown> {
  const res = await fetch(`${await testApiBase()}/api/v1/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs up through the API; `verified` also spends the emailed code. */
export async function createAccount({ verified }: { verified: boolean }): Promise<TestAccount> {
  const account = newIdentity();
  await post('register', {
    ...account,
    phoneNumber: '08012345678',
    gender: 'female',
    confirmPassword: account.password,
    countryCode: 'NGA',
    terms: true,
  });
  if (verified) {
    const otp = await latestCode(account.email, VERIFY_SUBJECT);
    await post('verify-email', { email: account.email, otp });
  }
  return account;
}
