import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { PASSWORD, verifiedAccount } from './support/flows';
import { startServer, type TestServer } from './support/server';
import { TestClock } from './support/test-clock';

/** The Redis server the suites use (REDIS_URL-style); it runs beside PostgreSQL on the test machines. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRONG = 'Wrong!Pass1';

function login(browser: Browser, identifier: string, password: string, forwardedFor?: string) {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
  return browser.post('/api/v1/auth/login', { identifier, password }, headers ? { headers } : {});
}

describe.each(DATABASE_KINDS)('sign-in throttling (issue 9) on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Behind a proxy on this machine, as the site's dev proxy is: it names each visitor.
    server = await startServer(database.db, { trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Fails from one source until it is locked, waiting out each slow-down; returns the lock answer. */
  async function lockOut(target: TestServer, browser: Browser, identifier: string, ip?: string) {
    for (let i = 0; i < 10; i++) {
      const res = await login(browser, identifier, WRONG, ip);
      if (res.status === 401) continue;
      expectClientError(res, 429);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      if (wait >= 60) return res;
      target.clock.advance(wait * 1000);
    }
    throw new Error('never locked');
  }

  it('counts per account and source: one visitor locking itself out does not lock out another', async () => {
    const { email } = await verifiedAccount(server);
    const locked = await lockOut(server, new Browser(server.url), email, '203.0.113.7');
    expect(locked.body.message).toMatch(/Try again in 15 minutes/);
    expectClientError(await login(new Browser(server.url), email, PASSWORD, '203.0.113.7'), 429);
    // Same account, another visitor behind the same proxy.
    expect((await login(new Browser(server.url), email, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('never locks the owner out of a browser that has signed in before (a signed device cookie)', async () => {
    const { email } = await verifiedAccount(server);
    const other = await verifiedAccount(server);
    const owner = new Browser(server.url);
    const first = await login(owner, email, PASSWORD, '198.51.100.1');
    expect(first.status).toBe(200);
    const device = first.setCookies.find((cookie) => cookie.startsWith('owo_dev='));
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; Path=\/api\/v1\/auth\/login/);
    expect(device).toMatch(/; SameSite=Lax/);
    const someoneElse = new Browser(server.url);
    expect((await login(someoneElse, other.email, PASSWORD, '198.51.100.2')).status).toBe(200);

    // An attack from many addresses, two tries each: no address is slowed, the account total grows.
    for (let i = 0; i < 10; i++) {
      for (let j = 0; j < 2; j++) {
        expectClientError(await login(new Browser(server.url), email, WRONG, `203.0.113.${i}`), 401);
      }
    }
    // Any new browser is now locked out, with the right password, from anywhere.
    const stranger = await login(new Browser(server.url), email, PASSWORD, '192.0.2.99');
    expectClientError(stranger, 429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(60);
    // A forged device cookie, or one from another account, does not help.
    const [deviceId] = owner.cookies.get('owo_dev')!.value.split('.');
    const forger = new Browser(server.url);
    forger.cookies.set('owo_dev', { value: `${deviceId}.${'A'.repeat(43)}`, path: '/api/v1/auth/login' });
    expectClientError(await login(forger, email, PASSWORD, '192.0.2.100'), 429);
    expectClientError(await login(someoneElse, email, PASSWORD, '198.51.100.2'), 429);
    // The owner's browser signs in, even from an address the attack used.
    expect((await login(owner, email, PASSWORD, '203.0.113.0')).status).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when a trusted proxy sends it', async () => {
    const identifier = `ghost_${randomBytes(4).toString('hex')}`;
    const direct = await startServer(database.db);
    try {
      // Nobody is trusted: four "visitors" are one socket address, slowed down at the fourth try.
      for (let i = 1; i <= 3; i++)
        expectClientError(await login(new Browser(direct.url), identifier, WRONG, `203.0.113.${i}`), 401);
      const slowed = await login(new Browser(direct.url), identifier, WRONG, '203.0.113.4');
      expectClientError(slowed, 429);
      expect(slowed.headers.get('retry-after')).toBe('1');
    } finally {
      await direct.close();
    }
    // Through the trusted proxy the same four are four sources.
    const other = `${identifier}_x`;
    for (let i = 1; i <= 4; i++)
      expectClientError(await login(new Browser(server.url), other, WRONG, `203.0.113.${i}`), 401);

    // And the per-IP request budget keeps visitors behind the proxy apart.
    const limited = await startServer(database.db, {
      trustProxy: ['127.0.0.1'],
      rateLimits: { login: 2, auth: 0, forms: 0, global: 0 },
    });
    try {
      const a = new Browser(limited.url);
      for (let i = 0; i < 2; i++)
        expectClientError(await login(a, `${identifier}_a${i}`, WRONG, '203.0.113.50'), 401);
      const limitedA = await login(a, `${identifier}_a9`, WRONG, '203.0.113.50');
      expectClientError(limitedA, 429);
      expect(limitedA.body.code).toBe('RATE_LIMITED');
      expectClientError(await login(new Browser(limited.url), `${identifier}_b`, WRONG, '203.0.113.51'), 401);
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['the database', undefined],
    ['Redis', REDIS_URL],
  ])('keeps one count for two API replicas, in %s', async (_, redisUrl) => {
    const replica = { clock: new TestClock(), redisKeyPrefix: `owo-test:${randomBytes(6).toString('hex')}:` };
    const a = await startServer(database.db, { redisUrl }, replica);
    const b = await startServer(database.db, { redisUrl }, replica);
    try {
      const identifier = `ghost_${randomBytes(4).toString('hex')}`;
      const waits: string[] = [];
      for (let i = 0; i < 5; i++) {
        const target = i % 2 === 0 ? a : b;
        let res = await login(new Browser(target.url), identifier, WRONG);
        if (res.status === 429) {
          waits.push(res.headers.get('retry-after') ?? '');
          replica.clock.advance(Number(res.headers.get('retry-after')) * 1000);
          res = await login(new Browser(target.url), identifier, WRONG);
        }
        expectClientError(res, 401);
      }
      // One count: slowed after the third failure overall and locked after the fifth, on both.
      expect(waits).toEqual(['1', '2']);
      for (const target of [a, b]) {
        const res = await login(new Browser(target.url), identifier, WRONG);
        expectClientError(res, 429);
        expect(res.headers.get('retry-after')).toBe(String(15 * 60));
      }
      const rows = await database.db
        .selectFrom('rateCounters')
        .select('key')
        .where('key', 'like', `%${identifier}%`)
        .execute();
      expect(rows.length > 0).toBe(redisUrl === undefined);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
