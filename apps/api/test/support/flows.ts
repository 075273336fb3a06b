import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@owo/core/contract';
import { expect } from 'vitest';
import { Browser } from './client';
import type { TestServer } from './server';

export const PASSWORD = 'Str0ng!Passw0rd';

let counter = 0;

/** A registration body no other test uses. */
export function newAccount(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const tag = `${randomBytes(3).toString('hex')}${counter++}`;
  return {
    username: `user_${tag}`,
    firstName: 'Chidi',
    lastName: "O'Neil-Eze",
    email: `Chidi.${tag}@Example.com`,
    phoneNumber: '+2348012345678',
    gender: 'male',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    countryCode: 'NGA',
    terms: true,
    ...overrides,
  };
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/** The dev mailbox, newest first. */
export async function mailbox(server: TestServer, email: string): Promise<MailboxMessage[]> {
  const res = await new Browser(server.url).get(`/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.data.messages;
}

/** Waits for the `count`-th message (some mail is sent after the response). */
export async function waitForMail(
  server: TestServer,
  email: string,
  count: number,
): Promise<MailboxMessage[]> {
  for (let i = 0; i < 100; i++) {
    const messages = await mailbox(server, email);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} messages for ${email}`);
}

export async function latestCode(server: TestServer, email: string, count = 1): Promise<string> {
  const [message] = await waitForMail(server, email, count);
  expect(message?.code).toMatch(/^\d{6}$/);
  return message!.code!;
}

/** Registers and verifies an account; returns its body (email lowercased as stored). */
export async function verifiedAccount(server: TestServer, overrides: Partial<RegisterBody> = {}) {
  const body = newAccount(overrides);
  const browser = new Browser(server.url);
  const registered = await browser.post('/api/v1/auth/register', body);
  expect(registered.status).toBe(201);
  const email = body.email.toLowerCase();
  const verified = await browser.post('/api/v1/auth/verify-email', {
    email,
    otp: await latestCode(server, email),
  });
  expect(verified.status).toBe(200);
  return { ...body, email };
}

/** A browser signed in as the account: access token set, refresh cookie kept. */
export async function signIn(
  server: TestServer,
  identifier: string,
  password = PASSWORD,
  rememberMe = false,
) {
  const browser = new Browser(server.url);
  const res = await browser.post('/api/v1/auth/login', { identifier, password, rememberMe });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  browser.token = res.body.data.accessToken;
  return browser;
}
