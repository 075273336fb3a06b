import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import {
  latestCode,
  mailbox,
  newAccount,
  PASSWORD,
  signIn,
  verifiedAccount,
  waitForMail,
} from './support/flows';
import { startServer } from './support/server';
import { serverSuite } from './support/suite';

const ARGON2ID = 2;

describe.each(DATABASE_KINDS)('auth security rules on %s', (kind) => {
  const suite = serverSuite(kind);

  const userRow = (email: string) =>
    suite.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  describe('passwords and PINs', () => {
    it('stores both as argon2id with at least 19 MiB and 2 passes', async () => {
      const { email } = await verifiedAccount(suite.server);
      const browser = await signIn(suite.server, email);
      expect((await browser.post('/api/v1/auth/set-transaction-pin', { pin: '1357' })).status).toBe(200);
      const row = await userRow(email);
      for (const hash of [row.passwordHash, row.pinHash!]) {
        expect(hash).toMatch(/^\$argon2id\$/);
        const params = parseOptions(hash);
        expect(params.algorithm).toBe(ARGON2ID);
        expect(params.memoryCost).toBeGreaterThanOrEqual(19_456);
        expect(params.timeCost).toBeGreaterThanOrEqual(2);
      }
      expect(row.pinHash).not.toContain('1357');
    });

    it('sets the PIN once (a second attempt is a 409)', async () => {
      const { email } = await verifiedAccount(suite.server);
      const browser = await signIn(suite.server, email);
      expect((await browser.post('/api/v1/auth/set-transaction-pin', { pin: '2468' })).status).toBe(200);
      expectClientError(await browser.post('/api/v1/auth/set-transaction-pin', { pin: '1111' }), 409);
    });
  });

  describe('one-time codes', () => {
    async function registered() {
      const account = newAccount();
      const email = account.email.toLowerCase();
      expect((await new Browser(suite.server.url).post('/api/v1/auth/register', account)).status).toBe(201);
      return email;
    }

    it('are 6 digits, stored only as a keyed hash', async () => {
      const email = await registered();
      const code = await latestCode(suite.server, email);
      const user = await userRow(email);
      const rows = await suite.database.db
        .selectFrom('verificationCodes')
        .selectAll()
        .where('userId', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).not.toContain(code);
      expect(rows[0]!.codeHash.length).toBeGreaterThanOrEqual(43);
    });

    it('work once', async () => {
      const email = await registered();
      const otp = await latestCode(suite.server, email);
      const browser = new Browser(suite.server.url);
      expect((await browser.post('/api/v1/auth/verify-email', { email, otp })).status).toBe(200);
      const again = await browser.post('/api/v1/auth/verify-email', { email, otp });
      expectClientError(again, 400);
      expect(again.body.code).toBe('INVALID_CODE');
    });

    it('expire after 10 minutes', async () => {
      const email = await registered();
      const otp = await latestCode(suite.server, email);
      suite.server.clock.advance(10 * 60 * 1000 + 1_000);
      const expired = await new Browser(suite.server.url).post('/api/v1/auth/verify-email', { email, otp });
      expectClientError(expired, 400);
      expect(expired.body).toMatchObject({
        code: 'CODE_EXPIRED',
        message: expect.stringMatching(/request a new/i),
      });
    });

    it('allow 5 tries, then are dead even for the right code; a new code works', async () => {
      const email = await registered();
      const otp = await latestCode(suite.server, email);
      const wrong = otp === '000000' ? '111111' : '000000';
      const browser = new Browser(suite.server.url);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const res = await browser.post('/api/v1/auth/verify-email', { email, otp: wrong });
        expectClientError(res, 400);
        expect(res.body.code).toBe(attempt < 5 ? 'INVALID_CODE' : 'TOO_MANY_ATTEMPTS');
      }
      const dead = await browser.post('/api/v1/auth/verify-email', { email, otp });
      expectClientError(dead, 400);
      expect(dead.body).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: expect.stringMatching(/new code/),
      });

      expect((await browser.post('/api/v1/auth/resend-email-verification', { email })).status).toBe(200);
      const fresh = await latestCode(suite.server, email, 2);
      expect((await browser.post('/api/v1/auth/verify-email', { email, otp: fresh })).status).toBe(200);
    });

    it('cannot be out-guessed by parallel requests', async () => {
      const email = await registered();
      const otp = await latestCode(suite.server, email);
      const guesses = Array.from({ length: 12 }, (_, i) =>
        String((Number(otp) + i + 1) % 1_000_000).padStart(6, '0'),
      );
      const browser = new Browser(suite.server.url);
      await Promise.all(
        guesses.map((guess) => browser.post('/api/v1/auth/verify-email', { email, otp: guess })),
      );
      const row = await suite.database.db
        .selectFrom('verificationCodes')
        .select('attempts')
        .where('userId', '=', (await userRow(email)).id)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
      expectClientError(await browser.post('/api/v1/auth/verify-email', { email, otp }), 400);
    });
  });

  describe('registration', () => {
    it('answers an already registered email exactly like a new one, and mails the owner a notice', async () => {
      const existing = await verifiedAccount(suite.server);
      const browser = new Browser(suite.server.url);
      const fresh = newAccount();
      const again = newAccount({ email: existing.email.toUpperCase() });
      const a = await browser.post('/api/v1/auth/register', fresh);
      const b = await browser.post('/api/v1/auth/register', again);
      expect(b.status).toBe(a.status);
      expect(b.body.message).toBe(a.body.message);
      expect(b.body).toEqual({ ...a.body, data: { user: { email: existing.email } } });
      const [notice] = await mailbox(suite.server, existing.email);
      expect(notice?.subject).toMatch(/tried to create an Owo account/);
      expect(notice?.code).toBeNull();
    });

    it('refuses a taken username (any case) with a 409', async () => {
      const existing = await verifiedAccount(suite.server);
      const res = await new Browser(suite.server.url).post(
        '/api/v1/auth/register',
        newAccount({ username: existing.username.toUpperCase() }),
      );
      expectClientError(res, 409);
      expect(res.body).toMatchObject({ code: 'USERNAME_TAKEN', message: 'Username is already taken' });
    });

    it('stores the email lowercased', async () => {
      const account = newAccount();
      await new Browser(suite.server.url).post('/api/v1/auth/register', account);
      expect((await userRow(account.email.toLowerCase())).email).toBe(account.email.toLowerCase());
    });
  });

  /** Five wrong passwords from one browser, waiting out each slow-down; returns the waits (seconds). */
  async function failFiveTimes(browser: Browser, identifierFor: (attempt: number) => string) {
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const body = { identifier: identifierFor(i), password: 'Wrong!Pass1' };
      let res = await browser.post('/api/v1/auth/login', body);
      if (res.status === 429) {
        expect(res.body.message).toMatch(/Please wait \d+ seconds? and try again/);
        const wait = Number(res.headers.get('retry-after'));
        waits.push(wait);
        suite.server.clock.advance(wait * 1000);
        res = await browser.post('/api/v1/auth/login', body);
      }
      expectClientError(res, 401);
    }
    return waits;
  }

  describe('login', () => {
    it('gives one 401 message for an unknown account and a wrong password', async () => {
      const { email, username } = await verifiedAccount(suite.server);
      const browser = new Browser(suite.server.url);
      const unknown = await browser.post('/api/v1/auth/login', {
        identifier: 'nobody@example.com',
        password: PASSWORD,
      });
      const wrong = await browser.post('/api/v1/auth/login', { identifier: email, password: 'Wrong!Pass1' });
      const wrongUser = await browser.post('/api/v1/auth/login', {
        identifier: username,
        password: 'Wrong!Pass1',
      });
      for (const res of [unknown, wrong, wrongUser]) {
        expectClientError(res, 401);
        expect(res.body).toEqual(unknown.body);
      }
    });

    it('slows a source down, then locks it after 5 failures with a clear 429, whichever identifier is used', async () => {
      const { email, username } = await verifiedAccount(suite.server);
      const browser = new Browser(suite.server.url);
      const waits = await failFiveTimes(browser, (i) => (i % 2 === 0 ? email : username));
      // Issue 9: slower before locking (OWASP), each wait a 429 with Retry-After.
      expect(waits).toEqual([1, 2]);
      const locked = await browser.post('/api/v1/auth/login', { identifier: username, password: PASSWORD });
      expectClientError(locked, 429);
      expect(locked.body.message).toMatch(
        /Too many failed sign-in attempts for this account\. Try again in 15 minutes/,
      );
      expect(locked.headers.get('retry-after')).toBe(String(15 * 60));

      suite.server.clock.advance(15 * 60 * 1000 + 1_000);
      expect(
        (await browser.post('/api/v1/auth/login', { identifier: email, password: PASSWORD })).status,
      ).toBe(200);
    });

    it('locks unknown accounts the same way, so a 429 reveals nothing', async () => {
      const browser = new Browser(suite.server.url);
      const identifier = `ghost_${Date.now()}`;
      expect(await failFiveTimes(browser, () => identifier)).toEqual([1, 2]);
      const locked = await browser.post('/api/v1/auth/login', { identifier, password: 'Wrong!Pass1' });
      expectClientError(locked, 429);
      expect(locked.headers.get('retry-after')).toBe(String(15 * 60));
    });

    it('limits sign-in attempts per IP with a clear 429', async () => {
      const limited = await startServer(suite.database.db, {
        rateLimits: { login: 3, auth: 0, forms: 0, global: 0 },
      });
      try {
        const browser = new Browser(limited.url);
        const body = { identifier: 'someone@example.com', password: 'Wrong!Pass1' };
        for (let i = 0; i < 3; i++) expectClientError(await browser.post('/api/v1/auth/login', body), 401);
        const res = await browser.post('/api/v1/auth/login', body);
        expectClientError(res, 429);
        expect(res.body).toMatchObject({
          code: 'RATE_LIMITED',
          message: 'Too many sign-in attempts from this network. Please wait a minute and try again.',
        });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });

    it('sends an unverified account a fresh code and no token', async () => {
      const account = newAccount();
      const email = account.email.toLowerCase();
      const browser = new Browser(suite.server.url);
      await browser.post('/api/v1/auth/register', account);
      const res = await browser.post('/api/v1/auth/login', { identifier: email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ user: expect.objectContaining({ email, isEmailVerified: false }) });
      expect(res.setCookies).toEqual([]);
      expect(await mailbox(suite.server, email)).toHaveLength(2);
    });
  });

  describe('forgot password', () => {
    it('answers the same for an existing and an unknown email, in similar time', async () => {
      const { email } = await verifiedAccount(suite.server);
      const browser = new Browser(suite.server.url);
      const timed = async (address: string) => {
        const start = performance.now();
        const res = await browser.post('/api/v1/auth/forgot-password', { email: address });
        return { res, ms: performance.now() - start };
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 8; i++) {
        const a = await timed(email);
        // Let the mail sent after the answer go out, so it does not slow the next request.
        await waitForMail(suite.server, email, i + 2);
        const b = await timed(`nobody.${i}@example.com`);
        expect(a.res.status).toBe(200);
        expect(b.res.status).toBe(a.res.status);
        expect(b.res.body).toEqual(a.res.body);
        known.push(a.ms);
        unknown.push(b.ms);
      }
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(20);
    });

    it('keeps resend-reset-password just as quiet', async () => {
      const browser = new Browser(suite.server.url);
      const res = await browser.post('/api/v1/auth/resend-reset-password', { email: 'nobody@example.com' });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/If an account exists/);
    });
  });
});
