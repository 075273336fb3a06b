import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CodePurpose } from '../src/db/schema';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS } from './support/databases';
import { latestCode, mailbox, newAccount, verifiedAccount, waitForMail } from './support/flows';
import { startServer } from './support/server';
import { serverSuite } from './support/suite';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stranger = () => `nobody.${randomBytes(4).toString('hex')}@example.com`;
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

describe.each(DATABASE_KINDS)('account enumeration (issue 9) on %s', (kind) => {
  const suite = serverSuite(kind);

  /** Waits until `count` codes (real or decoy) were stored for the address: some are stored after the answer. */
  async function waitForCodes(email: string, purpose: CodePurpose, count = 1, target = suite.server) {
    for (let i = 0; i < 200; i++) {
      const rows = await suite.database.db
        .selectFrom('verificationCodes')
        .select('id')
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('fromGuess', '=', false)
        .execute();
      if (rows.length >= count) return;
      await sleep(10);
    }
    throw new Error(`no ${purpose} code stored for ${email} on ${target.url}`);
  }

  /** The same wrong code at each address, six times over: every answer must be the same. */
  async function expectSameAnswers(path: string, emails: string[], wrong = '000000') {
    const browser = new Browser(suite.server.url);
    const seen: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answers = [];
      for (const email of emails) answers.push(await browser.post(path, { email, otp: wrong }));
      for (const res of answers) {
        expectClientError(res, 400);
        expect({ status: res.status, body: res.body }).toEqual({
          status: answers[0]!.status,
          body: answers[0]!.body,
        });
      }
      seen.push(answers[0]!.body.message);
    }
    return seen;
  }

  it('verify-reset-password: a wrong code gets the same answer for an account and a stranger', async () => {
    const { email } = await verifiedAccount(suite.server);
    const unknown = stranger();
    const browser = new Browser(suite.server.url);
    for (const address of [email, unknown]) {
      expect((await browser.post('/api/v1/auth/forgot-password', { email: address })).status).toBe(200);
      await waitForCodes(address, 'reset_password');
    }
    const code = await latestCode(suite.server, email, 2);
    const messages = await expectSameAnswers(
      '/api/v1/auth/verify-reset-password',
      [email, unknown],
      code === '000000' ? '111111' : '000000',
    );
    // The helpful messages stay; they are just the same for everybody.
    expect(messages[0]).toBe('Invalid verification code. 4 tries left.');
    expect(messages.at(-1)).toMatch(/Too many incorrect attempts/);
  });

  it('verify-reset-password: the same answer when only the account asked for a code', async () => {
    const { email } = await verifiedAccount(suite.server);
    await new Browser(suite.server.url).post('/api/v1/auth/forgot-password', { email });
    await waitForMail(suite.server, email, 2);
    const code = await latestCode(suite.server, email, 2);
    await expectSameAnswers(
      '/api/v1/auth/verify-reset-password',
      [email, stranger()],
      code === '000000' ? '111111' : '000000',
    );
  });

  it('verify-email: the same answer for an unverified account, a verified one and a stranger', async () => {
    const browser = new Browser(suite.server.url);
    const pending = newAccount();
    const pendingEmail = pending.email.toLowerCase();
    expect((await browser.post('/api/v1/auth/register', pending)).status).toBe(201);
    const code = await latestCode(suite.server, pendingEmail);
    const { email: verified } = await verifiedAccount(suite.server);
    const unknown = stranger();
    // Someone asks for codes for all three: only the unverified account gets one by mail.
    for (const email of [verified, unknown]) {
      expect((await browser.post('/api/v1/auth/resend-email-verification', { email })).status).toBe(200);
      await waitForCodes(email, 'verify_email', email === verified ? 2 : 1);
    }
    const wrong = code === '000000' ? '111111' : '000000';
    // The unverified account's code was issued at registration; the others' just now.
    await expectSameAnswers('/api/v1/auth/verify-email', [pendingEmail, verified, unknown], wrong);
    // Registering a taken address answers as a new one, and so does verifying it afterwards.
    const taken = newAccount({ email: verified });
    expect((await browser.post('/api/v1/auth/register', taken)).status).toBe(201);
    const fresh = newAccount();
    expect((await browser.post('/api/v1/auth/register', fresh)).status).toBe(201);
    await waitForCodes(verified, 'verify_email', 3);
    await expectSameAnswers('/api/v1/auth/verify-email', [fresh.email.toLowerCase(), verified], wrong);
  });

  it('takes no measurably different time for an account and a stranger', async () => {
    const { email } = await verifiedAccount(suite.server);
    const unknown = stranger();
    const browser = new Browser(suite.server.url);
    const timed = async (address: string) => {
      const start = performance.now();
      const res = await browser.post('/api/v1/auth/verify-reset-password', { email: address, otp: '000000' });
      return { res, ms: performance.now() - start };
    };
    const known: number[] = [];
    const strangers: number[] = [];
    for (let round = 0; round < 8; round++) {
      for (const address of [email, unknown]) {
        await browser.post('/api/v1/auth/forgot-password', { email: address });
        await waitForCodes(address, 'reset_password', round + 1);
      }
      await waitForMail(suite.server, email, round + 2);
      const a = await timed(email);
      const b = await timed(unknown);
      expect(b.res.body).toEqual(a.res.body);
      known.push(a.ms);
      strangers.push(b.ms);
    }
    expect(Math.abs(median(known) - median(strangers))).toBeLessThan(20);
  });

  it('caps the codes one address is sent per hour, for an account and a stranger alike', async () => {
    const capped = await startServer(suite.database.db, { codesPerHour: 3 });
    try {
      const { email } = await verifiedAccount(capped);
      const unknown = stranger();
      const browser = new Browser(capped.url);
      for (let i = 1; i <= 3; i++) {
        for (const address of [email, unknown]) {
          expect((await browser.post('/api/v1/auth/forgot-password', { email: address })).status).toBe(200);
          await waitForCodes(address, 'reset_password', i, capped);
        }
      }
      // Another address and another network change nothing: the cap is per address.
      const answers = [];
      for (const address of [email, unknown]) {
        answers.push(
          await browser.post(
            '/api/v1/auth/forgot-password',
            { email: address },
            { headers: { 'x-forwarded-for': '198.51.100.9' } },
          ),
        );
      }
      for (const res of answers) {
        expectClientError(res, 429);
        expect(res.body).toEqual(answers[0]!.body);
        expect(res.body.message).toMatch(/Too many codes requested for this email address/);
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(3000);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
      expect((await mailbox(capped, email)).filter((m) => /reset/.test(m.subject))).toHaveLength(3);
      // Verification codes have their own budget, capped the same way.
      const pending = newAccount();
      const pendingEmail = pending.email.toLowerCase();
      await browser.post('/api/v1/auth/register', pending);
      for (let i = 0; i < 2; i++) {
        expect(
          (await browser.post('/api/v1/auth/resend-email-verification', { email: pendingEmail })).status,
        ).toBe(200);
        await waitForMail(capped, pendingEmail, i + 2);
      }
      expectClientError(
        await browser.post('/api/v1/auth/resend-email-verification', { email: pendingEmail }),
        429,
      );

      capped.clock.advance(60 * 60 * 1000 + 1000);
      expect((await browser.post('/api/v1/auth/forgot-password', { email })).status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});
