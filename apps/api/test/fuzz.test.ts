import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/config';
import { DEMO_EMAIL } from '../src/seed';
import { type ApiResponse, Browser } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { signIn } from './support/flows';
import { startServer, type TestServer } from './support/server';

const RUNS = 50;
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** NUL and the other C0 controls, DEL and some C1: PostgreSQL refuses NUL in text (issue 9). */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
];
// NUL most of all: it is the one PostgreSQL refuses, so the one that turned into 500s.
const controlCharacter = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS) },
);
/** The fuzz alphabet: printable text with control characters mixed in. */
const text = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: controlCharacter },
  ),
});
/** Plausible values with one control character spliced in, so they get past the format checks to the database. */
const PLAUSIBLE = [
  'ada@example.com',
  'demo',
  'Str0ng!Passw0rd',
  '123456',
  '1234',
  'fcm-token',
  'Hello there, team.',
  'welcome-to-owo',
  'web',
];
const spliced = fc
  .tuple(fc.constantFrom(...PLAUSIBLE), controlCharacter, fc.nat())
  .map(([value, char, at]) => `${value.slice(0, at % value.length)}${char}${value.slice(at % value.length)}`);

const hugeString = fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'ü'.repeat(n));
const anyValue = fc.oneof(
  fc.jsonValue(),
  text,
  spliced,
  fc.constantFrom('', ' ', '0', 'null', 'true', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000'),
  hugeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text),
);

/** A valid value per field name the contract uses; a new route's unknown fields get 'x'. */
const SAMPLES: Record<string, unknown> = {
  email: 'ada@example.com',
  identifier: 'ada@example.com',
  password: 'Str0ng!Passw0rd',
  confirmPassword: 'Str0ng!Passw0rd',
  newPassword: 'Str0ng!Passw0rd',
  confirmNewPassword: 'Str0ng!Passw0rd',
  username: 'ada_l',
  firstName: 'Ada',
  lastName: 'Okafor',
  phoneNumber: '+2348012345678',
  gender: 'female',
  countryCode: 'NGA',
  terms: true,
  rememberMe: false,
  allDevices: false,
  otp: '123456',
  pin: '1234',
  resetToken: 'reset-token',
  token: 'fcm-token',
  platform: 'web',
  name: 'Ngozi',
  subject: 'Card question',
  message: 'Hello there, team.',
};

/** Every field valid but one, which holds a control character: the body reaches the handler unless refused. */
function almostValid(keys: string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...keys), controlCharacter, fc.nat()).map(([spoilt, char, at]) => {
    const body = Object.fromEntries(keys.map((key) => [key, SAMPLES[key] ?? 'x']));
    const value = String(body[spoilt] ?? 'x');
    body[spoilt] = `${value.slice(0, at % value.length)}${char}${value.slice(at % value.length)}`;
    return JSON.stringify(body);
  });
}

/** Raw request bodies: any JSON, the right keys with wrong values, pollution keys, huge and broken text. */
function bodies(keys: string[]): fc.Arbitrary<string> {
  const rightKeysWrongValues = fc
    .dictionary(fc.constantFrom(...keys), anyValue, { minKeys: 0, maxKeys: keys.length })
    .map((value) => JSON.stringify(value));
  const withExtraKey = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), text),
      text.filter((key) => key.length > 0),
      anyValue,
    )
    .map(([base, key, value]) => JSON.stringify({ ...base, [key]: value }));
  const pollution = fc
    .tuple(fc.constantFrom(...POLLUTION_KEYS), anyValue)
    .map(([key, value]) => `{"${key}":${JSON.stringify(value) ?? 'null'},"${keys[0]}":"x"}`);
  const nestedPollution = fc
    .constantFrom(...POLLUTION_KEYS)
    .map((key) => `{"${keys[0]}":{"${key}":{"polluted":true}}}`);
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
    almostValid(keys),
    rightKeysWrongValues,
    withExtraKey,
    pollution,
    nestedPollution,
    text,
    hugeString.map((s) => JSON.stringify({ [keys[0]!]: s })),
  );
}

interface Operation {
  method: string;
  /** OpenAPI form: /notifications/{id}. */
  path: string;
  /** The body's fields, or null when the route takes no body. */
  bodyKeys: string[] | null;
  bearer: boolean;
  pathParams: string[];
  queryParams: string[];
  /** Statuses the route answers with an HTML page (the card issuer's one-time page), not the JSON error. */
  htmlStatuses: number[];
}

type Schema = { properties?: Record<string, unknown> };
interface DocOperation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every route the server documents (the docs are built from the mounted routes), so a new one is fuzzed too. */
function operationsOf(doc: { paths: Record<string, Record<string, DocOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      bodyKeys: op.requestBody
        ? Object.keys(op.requestBody.content['application/json'].schema.properties ?? { anything: true })
        : null,
      bearer: (op.security ?? []).some((s) => 'bearer' in s),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      htmlStatuses: Object.entries(op.responses ?? {})
        .filter(([, response]) => response.content && 'text/html' in response.content)
        .map(([status]) => Number(status)),
    })),
  );
}

/** The path with each parameter replaced, encoded as a browser would send it. */
function fill(operation: Operation, values: string[]): string {
  let i = 0;
  const next = () => encodeURIComponent(values[i++ % values.length] || 'x');
  const path = operation.path.replace(/\{\w+\}/g, next);
  const query = operation.queryParams.map((name) => `${name}=${next()}`).join('&');
  return query ? `${path}?${query}` : path;
}

describe.each(DATABASE_KINDS)('fuzzed input on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let token: string;
  let operations: Operation[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    token = (await signIn(server, DEMO_EMAIL, DEMO_PASSWORD)).token!;
    operations = operationsOf((await new Browser(server.url).get('/api/v1/docs.json')).body);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Never a 5xx; every failure is the contract's error body with a message. */
  function expectHandled(res: ApiResponse, where: string, operation?: Operation) {
    const what = `${res.status} for ${where.slice(0, 300)}`;
    expect(res.status, what).toBeLessThan(500);
    if (operation?.htmlStatuses.includes(res.status)) {
      expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
      expect(String(res.body).length, what).toBeGreaterThan(0);
    } else if (res.status >= 400) {
      expect(res.body?.status, what).toBe(false);
      expect(typeof res.body?.message, what).toBe('string');
      expect(res.body.message.length, what).toBeGreaterThan(0);
      expect(typeof res.body?.code, what).toBe('string');
    }
  }

  it('finds every route in the docs, the ones that take bodies and the ones with parameters', () => {
    const has = (method: string, path: string) =>
      operations.some((o) => o.method === method && o.path === path);
    for (const [method, path] of [
      ['POST', '/api/v1/auth/register'],
      ['POST', '/api/v1/auth/login'],
      ['POST', '/api/v1/newsletter/confirm'],
      ['POST', '/api/v1/notifications/register-token'],
      ['DELETE', '/api/v1/notifications/register-token'],
      ['GET', '/api/v1/blog/posts/{id}'],
      ['GET', '/api/v1/dev/mailbox'],
    ] as const) {
      expect(has(method, path), `${method} ${path}`).toBe(true);
    }
    expect(operations.filter((o) => o.bodyKeys).length).toBeGreaterThanOrEqual(15);
  });

  it('answers any body on every route with a body with a 4xx and a message', async () => {
    const browser = new Browser(server.url);
    for (const operation of operations.filter((o) => o.method !== 'GET')) {
      const keys = operation.bodyKeys ?? ['anything'];
      let clientErrors = 0;
      await fc.assert(
        fc.asyncProperty(
          bodies(keys),
          fc.array(text, { minLength: 1, maxLength: 3 }),
          async (raw, params) => {
            const path = fill(operation, params);
            const res = await browser.request(operation.method, path, {
              raw,
              token: operation.bearer ? token : null,
            });
            expectHandled(res, `${operation.method} ${path} ${raw}`);
            if (res.status >= 400) clientErrors++;
          },
        ),
        { numRuns: RUNS },
      );
      // Routes that validate a body refuse most of what the fuzzer sends.
      if (operation.bodyKeys)
        expect(clientErrors, `${operation.method} ${operation.path}`).toBeGreaterThan(RUNS / 2);
    }
  });

  it('answers fuzzed path parameters and query strings on every route that has them', async () => {
    const browser = new Browser(server.url);
    const withParameters = operations.filter((o) => o.pathParams.length + o.queryParams.length > 0);
    expect(withParameters.length).toBeGreaterThanOrEqual(5);
    const value = fc.oneof(
      text,
      spliced,
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
      hugeString.map((s) => s.slice(0, 3000)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(value, { minLength: 1, maxLength: 3 }), async (values) => {
        for (const operation of withParameters) {
          const path = fill(operation, values);
          const res = await browser.request(operation.method, path, {
            token: operation.bearer ? token : null,
          });
          expectHandled(res, `${operation.method} ${path}`, operation);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never logged an unexpected error', () => {
    expect(server.logs.join('')).not.toContain('unexpected error');
  });
});
