import {
  contactBody,
  emailBody,
  forgotPasswordBody,
  loginBody,
  logoutBody,
  newsletterBody,
  registerBody,
  registerTokenBody,
  resetPasswordBody,
  setTransactionPinBody,
  verifyEmailBody,
  verifyResetPasswordBody,
} from '@owo/core/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { DEMO_PASSWORD } from '../src/config';
import { DEMO_EMAIL } from '../src/seed';
import { type ApiResponse, Browser } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { signIn } from './support/flows';
import { startServer, type TestServer } from './support/server';

const RUNS = 50;
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

function keysOf(schema: z.ZodMiniType): string[] {
  return Object.keys((schema as unknown as { def: { shape: Record<string, unknown> } }).def.shape);
}

const hugeString = fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'ü'.repeat(n));
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom('', ' ', '0', 'null', 'true', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000'),
  hugeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string()),
);

/** Raw request bodies: any JSON, the right keys with wrong values, pollution keys, huge and broken text. */
function bodies(keys: string[]): fc.Arbitrary<string> {
  const rightKeysWrongValues = fc
    .dictionary(fc.constantFrom(...keys), anyValue, { minKeys: 0, maxKeys: keys.length })
    .map((value) => JSON.stringify(value));
  const withExtraKey = fc
    .tuple(fc.dictionary(fc.constantFrom(...keys), fc.string()), fc.string({ minLength: 1 }), anyValue)
    .map(([base, key, value]) => JSON.stringify({ ...base, [key]: value }));
  const pollution = fc
    .tuple(fc.constantFrom(...POLLUTION_KEYS), anyValue)
    .map(([key, value]) => `{"${key}":${JSON.stringify(value) ?? 'null'},"${keys[0]}":"x"}`);
  const nestedPollution = fc
    .constantFrom(...POLLUTION_KEYS)
    .map((key) => `{"${keys[0]}":{"${key}":{"polluted":true}}}`);
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
    rightKeysWrongValues,
    withExtraKey,
    pollution,
    nestedPollution,
    fc.string(),
    hugeString.map((s) => JSON.stringify({ [keys[0]!]: s })),
  );
}

interface Target {
  path: string;
  schema?: z.ZodMiniType;
  auth?: boolean;
}

const TARGETS: Target[] = [
  { path: '/api/v1/auth/register', schema: registerBody },
  { path: '/api/v1/auth/login', schema: loginBody },
  { path: '/api/v1/auth/verify-email', schema: verifyEmailBody },
  { path: '/api/v1/auth/resend-email-verification', schema: emailBody },
  { path: '/api/v1/auth/forgot-password', schema: forgotPasswordBody },
  { path: '/api/v1/auth/verify-reset-password', schema: verifyResetPasswordBody },
  { path: '/api/v1/auth/resend-reset-password', schema: emailBody },
  { path: '/api/v1/auth/reset-password', schema: resetPasswordBody },
  { path: '/api/v1/auth/set-transaction-pin', schema: setTransactionPinBody, auth: true },
  { path: '/api/v1/auth/logout', schema: logoutBody },
  { path: '/api/v1/auth/refresh-token' },
  { path: '/api/v1/notifications/register-token', schema: registerTokenBody, auth: true },
  { path: '/api/v1/contact', schema: contactBody },
  { path: '/api/v1/newsletter', schema: newsletterBody },
];

describe.each(DATABASE_KINDS)('fuzzed input on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    token = (await signIn(server, DEMO_EMAIL, DEMO_PASSWORD)).token!;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Never a 5xx; every failure is the contract's error body with a message. */
  function expectHandled(res: ApiResponse, input: string) {
    const where = `${res.status} for ${input.slice(0, 200)}`;
    expect(res.status, where).toBeLessThan(500);
    if (res.status >= 400) {
      expect(res.body?.status, where).toBe(false);
      expect(typeof res.body?.message, where).toBe('string');
      expect(res.body.message.length, where).toBeGreaterThan(0);
      expect(typeof res.body?.code, where).toBe('string');
    }
  }

  it.each(TARGETS)('POST $path answers any body with a 4xx and a message', async ({ path, schema, auth }) => {
    const browser = new Browser(server.url);
    const keys = schema ? keysOf(schema) : ['anything'];
    let clientErrors = 0;
    await fc.assert(
      fc.asyncProperty(bodies(keys), async (raw) => {
        const res = await browser.request('POST', path, { raw, token: auth ? token : null });
        expectHandled(res, raw);
        if (res.status >= 400) clientErrors++;
      }),
      { numRuns: RUNS },
    );
    expect(clientErrors).toBeGreaterThan(RUNS / 2);
  });

  it('answers fuzzed query strings and path ids with a 4xx and a message', async () => {
    const browser = new Browser(server.url, {});
    const text = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
      hugeString.map((s) => s.slice(0, 3000)),
    );
    await fc.assert(
      fc.asyncProperty(text, text, async (a, b) => {
        const q = (s: string) => encodeURIComponent(s);
        for (const path of [
          `/api/v1/notifications?limit=${q(a)}&page=${q(b)}`,
          `/api/v1/notifications/${q(a) || 'x'}`,
          `/api/v1/notifications/${q(a) || 'x'}/read`,
          `/api/v1/dev/mailbox?email=${q(a)}`,
          `/api/v1/blog/posts/${q(a) || 'x'}`,
        ]) {
          const method = path.endsWith('/read') ? 'PATCH' : 'GET';
          const res = await browser.request(method, path, { token });
          expectHandled(res, path);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never logged an unexpected error', () => {
    expect(server.logs.join('')).not.toContain('unexpected error');
  });
});
