import { setTimeout as sleep } from 'node:timers/promises';
import { transferQuoteResponse } from '@owo/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, gtb, type MoneyUser, moneyUser, PIN, send } from './support/money';
import { startServer, type TestServer } from './support/server';

const WRONG_PIN = '0000';

const quote = (user: MoneyUser, body: Record<string, unknown>) =>
  user.browser.post('/api/v1/transfers/quote', body);
const billQuote = (user: MoneyUser, body: Record<string, unknown>) =>
  user.browser.post('/api/v1/bills/quote', body);
const payBill = (user: MoneyUser, body: Record<string, unknown>) =>
  user.browser.post('/api/v1/bills/pay', body, { headers: { 'idempotency-key': crypto.randomUUID() } });
const airtime = (phone: string, amount: number) => ({
  service: 'airtime',
  biller: 'mtn',
  customerId: phone,
  amount,
});

describe.each(DATABASE_KINDS)('checks before the PIN on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let ada: MoneyUser;
  let bola: MoneyUser;
  let chuka: MoneyUser;

  const pinFailures = async (user: MoneyUser) => (await pinState(user)).failures;
  /** The PIN's wrong tries counted, and its verify slots held (0 once every payment has answered). */
  const pinState = async (user: MoneyUser) =>
    (await database.db
      .selectFrom('pinAttempts')
      .select(['failures', 'pending'])
      .where('userId', '=', user.id)
      .executeTakeFirst()) ?? { failures: 0, pending: 0 };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    [ada, bola, chuka] = await Promise.all([
      moneyUser(server, 'Ada'),
      moneyUser(server, 'Bola'),
      moneyUser(server, 'Chuka'),
    ]);
    // Ada has ₦5,000. Chuka has ₦100,000 and has sent ₦30,000 of his ₦50,000 daily limit today.
    expect((await fund(server, ada.accountNumber, 500_000)).status).toBe(201);
    expect((await fund(server, chuka.accountNumber, 10_000_000)).status).toBe(201);
    const sent = await send(chuka.browser, {
      type: 'user',
      recipient: bola.username,
      amount: 3_000_000,
      pin: PIN,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('quotes a transfer that can go through: the payee, the fee and the total (balance plus fee)', async () => {
    const toUser = await quote(ada, { type: 'user', recipient: bola.username, amount: 500_000 });
    expect(toUser.status, JSON.stringify(toUser.body)).toBe(200);
    expect(transferQuoteResponse.safeParse(toUser.body).success).toBe(true);
    expect(toUser.body.data).toEqual({
      amount: 500_000,
      fee: 0,
      total: 500_000,
      payee: { name: 'Bola O.', username: bola.username },
    });
    const toBank = await quote(ada, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('12'),
      amount: 499_000,
    });
    expect(toBank.status, JSON.stringify(toBank.body)).toBe(200);
    expect(toBank.body.data).toMatchObject({
      amount: 499_000,
      fee: 1_000,
      total: 500_000,
      payee: { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: gtb('12') },
    });
    // ₦1 more and the ₦10 fee no longer fits in ₦5,000.
    const withFee = await quote(ada, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('12'),
      amount: 499_100,
    });
    expectClientError(withFee, 422);
    expect(withFee.body.code).toBe('INSUFFICIENT_FUNDS');
  });

  it.each([
    [
      'more than the balance',
      () => ada,
      () => ({ type: 'user', recipient: bola.username, amount: 600_000 }),
      422,
      'INSUFFICIENT_FUNDS',
      'Insufficient funds',
    ],
    [
      'more than the balance and the single-transaction limit: the limit is named',
      () => ada,
      () => ({ type: 'user', recipient: bola.username, amount: 6_000_000 }),
      422,
      'LIMIT_EXCEEDED',
      'single-transaction limit of ₦50,000.00',
    ],
    [
      'past the daily limit',
      () => chuka,
      () => ({ type: 'user', recipient: bola.username, amount: 3_000_000 }),
      422,
      'LIMIT_EXCEEDED',
      'daily limit of ₦50,000.00 (Tier 1); ₦20,000.00 is left today',
    ],
    [
      'to yourself, even past every limit',
      () => ada,
      () => ({ type: 'user', recipient: ada.username, amount: 6_000_000 }),
      422,
      'SELF_TRANSFER',
      'You cannot send money to yourself.',
    ],
    [
      'to nobody, even past every limit',
      () => ada,
      () => ({ type: 'user', recipient: 'nobody_here_xyz', amount: 6_000_000 }),
      404,
      'RECIPIENT_NOT_FOUND',
      'No Owo user',
    ],
    [
      'to an account the bank does not have, even past every limit',
      () => ada,
      () => ({ type: 'bank', bankCode: '058', accountNumber: gtb('99'), amount: 6_000_000 }),
      422,
      'ACCOUNT_NOT_FOUND',
      'no account',
    ],
  ])(
    'refuses a transfer %s on the quote, and paying refuses it the same before any PIN',
    async (_, who, body, status, code, message) => {
      const user = who();
      const quoted = await quote(user, body());
      expectClientError(quoted, status);
      expect(quoted.body.code).toBe(code);
      expect(quoted.body.message).toContain(message);
      // The same answer when paying, before the PIN: a wrong one is not even tried.
      const paid = await send(user.browser, { ...body(), pin: WRONG_PIN });
      expectClientError(paid, status);
      expect(paid.body).toEqual(quoted.body);
      // No try counted, and no verify slot left held (paying claims one with its key, and gives it back).
      expect(await pinState(user)).toEqual({ failures: 0, pending: 0 });
    },
  );

  it('quotes a bill with its customer and refuses one past the balance, before the PIN', async () => {
    const ok = await billQuote(ada, airtime('08011111111', 100_000));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({
      amount: 100_000,
      fee: 0,
      total: 100_000,
      customer: { customerId: '08011111111' },
    });
    const poor = await billQuote(ada, airtime('08011111111', 600_000));
    expectClientError(poor, 422);
    expect(poor.body.code).toBe('INSUFFICIENT_FUNDS');
    // The customer is the first thing the person can act on.
    const nobody = await billQuote(ada, airtime('00000000000', 600_000));
    expectClientError(nobody, 422);
    expect(nobody.body.code).toBe('INVALID_CUSTOMER');
    const paid = await payBill(ada, { ...airtime('08011111111', 600_000), pin: WRONG_PIN });
    expectClientError(paid, 422);
    expect(paid.body).toEqual(poor.body);
    expect(await pinFailures(ada)).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('name look-ups per user on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let replica: TestServer;
  let bola: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    // A second API process on the same database, sharing the clock and the signing secret.
    replica = await startServer(database.db, { jwtSecret: server.config.jwtSecret }, { clock: server.clock });
    bola = await moneyUser(server, 'Bola');
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
    await database?.close();
  });

  /** Every kind of name look-up, each a different name, as someone walking a list would send them. */
  const lookups = (count: number, browsers: Browser[]) =>
    Array.from({ length: count }, (_, i) => {
      const browser = browsers[i % browsers.length] as Browser;
      if (i % 3 === 0) return browser.get(`/api/v1/transfers/recipient?identifier=someone_${i}`);
      if (i % 3 === 1)
        return browser.get(`/api/v1/banks/resolve?bankCode=058&accountNumber=${gtb(String(10 + i))}`);
      return browser.post('/api/v1/transfers/quote', {
        type: 'user',
        recipient: `someone_${i}`,
        amount: 100,
      });
    });

  it('allows LOOKUPS_PER_MINUTE a minute under a concurrent burst, on two API processes together', async () => {
    const limit = server.config.money.lookupsPerMinute;
    const dayo = await moneyUser(server, 'Dayo');
    expect((await fund(server, dayo.accountNumber, 100_000)).status).toBe(201);
    const onReplica = new Browser(replica.url);
    onReplica.token = dayo.browser.token;
    // Both processes count by the real clock's minute (a fixed window): a burst that crossed a minute's end
    // would rightly be allowed the new minute's look-ups too, so it starts early in a minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await sleep(60_000 - intoMinute + 100);
    const answers = await Promise.all(lookups(limit + 20, [dayo.browser, onReplica]));
    const refused = answers.filter((res) => res.status === 429);
    expect(answers.length - refused.length).toBe(limit);
    for (const res of refused) {
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(res.body.message).toMatch(
        /^Too many account look-ups\. Please wait \d+ seconds? and try again\.$/,
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Paying does not look names up for someone past the limit either, even with the right PIN.
    const paid = await send(dayo.browser, { type: 'user', recipient: bola.username, amount: 100, pin: PIN });
    expectClientError(paid, 429);
    // Another user has a limit of their own; the next minute starts again.
    const other = await moneyUser(server, 'Efe');
    expect((await other.browser.get(`/api/v1/transfers/recipient?identifier=${bola.username}`)).status).toBe(
      200,
    );
    server.clock.advance(60_000);
    expect((await dayo.browser.get(`/api/v1/transfers/recipient?identifier=${bola.username}`)).status).toBe(
      200,
    );
    const later = await send(dayo.browser, { type: 'user', recipient: bola.username, amount: 100, pin: PIN });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
  });
});
