import { beneficiaryListResponse, nuban, transferResponse, walletResponse } from '@owo/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import {
  expectLedgerSound,
  fund,
  gtb,
  type MoneyUser,
  moneyUser,
  PIN,
  send,
  waitUntil,
  walletOf,
} from './support/money';
import { startServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('money on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let ada: MoneyUser;
  let bola: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    [ada, bola] = await Promise.all([moneyUser(server, 'Ada'), moneyUser(server, 'Bola')]);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('gives every verified user a wallet with a NUBAN under the sandbox bank code', async () => {
    const res = await ada.browser.get('/api/v1/wallet');
    expect(walletResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      balance: 0,
      availableBalance: 0,
      currency: 'NGN',
      bankCode: '999',
      tier: 1,
      limits: { singleTransaction: 5_000_000, daily: 5_000_000, maxBalance: 30_000_000, usedToday: 0 },
    });
    expect(res.body.data.accountNumber).toBe(nuban('999', res.body.data.accountNumber.slice(0, 9)));
    expect(res.body.data.accountNumber).not.toBe(bola.accountNumber);
  });

  it('credits money arriving from a bank, and refuses one past the maximum balance', async () => {
    const res = await fund(server, ada.accountNumber, 2_000_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      direction: 'credit',
      type: 'bank',
      amount: 2_000_000,
      status: 'completed',
    });
    expect((await walletOf(ada)).balance).toBe(2_000_000);
    const tooMuch = await fund(server, ada.accountNumber, 28_000_001);
    expectClientError(tooMuch, 422);
    expect(tooMuch.body.code).toBe('LIMIT_EXCEEDED');
    expect((await walletOf(ada)).balance).toBe(2_000_000);
    await expectLedgerSound(database.db);
  });

  it('sends to another user at once, for free, and the recipient sees the credit', async () => {
    const lookup = await ada.browser.get(`/api/v1/transfers/recipient?identifier=${bola.username}`);
    expect(lookup.body.data).toEqual({ username: bola.username, displayName: 'Bola O.' });
    const res = await send(ada.browser, {
      type: 'user',
      recipient: bola.username,
      amount: 150_000,
      narration: 'Lunch',
      pin: PIN,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(transferResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      type: 'user',
      direction: 'debit',
      amount: 150_000,
      fee: 0,
      status: 'completed',
    });
    expect((await walletOf(bola)).balance).toBe(150_000);
    expect((await walletOf(ada)).balance).toBe(1_850_000);
    const history = await bola.browser.get('/api/v1/transactions?direction=credit&type=user');
    expect(history.body.data.transactions[0]).toMatchObject({
      amount: 150_000,
      counterparty: { name: 'Ada O.' },
    });
    // The two sides point at each other (a reversal finds the other side this way).
    const debit = await database.db
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', res.body.data.reference)
      .executeTakeFirstOrThrow();
    const credit = await database.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', debit.relatedId as string)
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ relatedId: debit.id, direction: 'credit', postingId: debit.postingId });
    expect(credit.reference).not.toBe(debit.reference);
    // Each side's inbox says so, naming the sender's reference.
    const says = async (user: MoneyUser) =>
      (await user.browser.get('/api/v1/notifications')).body.data.notifications.map(
        (n: { title: string; body: string }) => `${n.title} ${n.body}`,
      );
    expect(await says(ada)).toContainEqual(
      expect.stringMatching(new RegExp(`^You sent .*Bola O\\..*${debit.reference}`)),
    );
    expect(await says(bola)).toContainEqual(
      expect.stringMatching(new RegExp(`^You received .*Ada O\\..*${debit.reference}`)),
    );
    await expectLedgerSound(database.db);
  });

  it('sends to a bank: holds amount + fee, then completes through the job worker', async () => {
    const before = await walletOf(ada);
    const res = await send(ada.browser, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('12'),
      amount: 600_000,
      pin: PIN,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', fee: 2_500 });
    expect(res.body.data.sessionId).toMatch(/^\d{30}$/);
    const { reference } = res.body.data;
    await waitUntil(
      async () =>
        (await ada.browser.get(`/api/v1/transactions/${reference}`)).body.data.status === 'completed',
      'completion',
    );
    const after = await walletOf(ada);
    expect(after.balance).toBe(before.balance - 602_500);
    expect(after.availableBalance).toBe(after.balance);
    await expectLedgerSound(database.db);
  });

  it('gives amount and fee back when the bank fails the transfer', async () => {
    const before = await walletOf(ada);
    const res = await send(ada.browser, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('91'),
      amount: 100_000,
      pin: PIN,
    });
    expect(res.status).toBe(201);
    const { reference } = res.body.data;
    await waitUntil(
      async () => (await ada.browser.get(`/api/v1/transactions/${reference}`)).body.data.status === 'failed',
      'failure',
    );
    const detail = await ada.browser.get(`/api/v1/transactions/${reference}`);
    expect(detail.body.data.failureReason).toMatch(/declined/);
    expect(await walletOf(ada)).toMatchObject({ balance: before.balance, availableBalance: before.balance });
    await expectLedgerSound(database.db);
  });

  it('resolves late and unanswered transfers by requerying, never guessing', async () => {
    const late = await send(ada.browser, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('92'),
      amount: 10_000,
      pin: PIN,
    });
    const silent = await send(ada.browser, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('93'),
      amount: 10_000,
      pin: PIN,
    });
    const lateFail = await send(ada.browser, {
      type: 'bank',
      bankCode: '058',
      accountNumber: gtb('94'),
      amount: 10_000,
      pin: PIN,
    });
    const status = async (ref: string) =>
      (await ada.browser.get(`/api/v1/transactions/${ref}`)).body.data.status;
    await waitUntil(async () => (await status(late.body.data.reference)) === 'processing', 'processing');
    await waitUntil(async () => (await status(late.body.data.reference)) === 'completed', 'late completion');
    await waitUntil(
      async () => (await status(silent.body.data.reference)) === 'completed',
      'silent completion',
    );
    await waitUntil(async () => (await status(lateFail.body.data.reference)) === 'failed', 'late failure');
    await expectLedgerSound(database.db);
  });

  it('refuses what it must with the contract codes, and nothing moves', async () => {
    const before = await walletOf(ada);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'user', recipient: ada.username, amount: 100, pin: PIN }, 422, 'SELF_TRANSFER'],
      [{ type: 'user', recipient: bola.username, amount: 0, pin: PIN }, 422, 'VALIDATION_ERROR'],
      [{ type: 'user', recipient: bola.username, amount: 10.5, pin: PIN }, 422, 'VALIDATION_ERROR'],
      [{ type: 'user', recipient: 'nobody_here_xyz', amount: 100, pin: PIN }, 404, 'RECIPIENT_NOT_FOUND'],
      [
        { type: 'bank', bankCode: '999999', accountNumber: gtb('12'), amount: 100, pin: PIN },
        422,
        'UNKNOWN_BANK',
      ],
      [
        { type: 'bank', bankCode: '058', accountNumber: '0123456789', amount: 100, pin: PIN },
        422,
        'INVALID_ACCOUNT_NUMBER',
      ],
      [
        { type: 'bank', bankCode: '058', accountNumber: gtb('99'), amount: 100, pin: PIN },
        422,
        'ACCOUNT_NOT_FOUND',
      ],
      [{ type: 'user', recipient: bola.username, amount: 4_000_000, pin: PIN }, 422, 'INSUFFICIENT_FUNDS'],
      [{ type: 'user', recipient: bola.username, amount: 5_000_001, pin: PIN }, 422, 'LIMIT_EXCEEDED'],
      [
        { type: 'user', recipient: bola.username, amount: 100, narration: 'x'.repeat(101), pin: PIN },
        422,
        'VALIDATION_ERROR',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await send(ada.browser, body);
      expectClientError(res, status);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    const noKey = await send(
      ada.browser,
      { type: 'user', recipient: bola.username, amount: 100, pin: PIN },
      null,
    );
    expectClientError(noKey, 400);
    expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await walletOf(ada)).toEqual(before);
  });

  it('resolves bank account names and lists banks', async () => {
    const banks = await ada.browser.get('/api/v1/banks');
    expect(banks.body.data.banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    const ok = await ada.browser.get(`/api/v1/banks/resolve?bankCode=058&accountNumber=${gtb('12')}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.accountName).toMatch(/\w+ \w+/);
    const bad = await ada.browser.get('/api/v1/banks/resolve?bankCode=058&accountNumber=0123456789');
    expectClientError(bad, 422);
    expect(bad.body.code).toBe('INVALID_ACCOUNT_NUMBER');
  });
  it('a transfer puts its recipient at the top of the sender\u2019s recents, once, and a second one moves them up again', async () => {
    const cara = await moneyUser(server, 'Cara');
    const dayo = await moneyUser(server, 'Dayo');
    const emeka = await moneyUser(server, 'Emeka');
    expect((await fund(server, cara.accountNumber, 100_000)).status).toBe(201);
    const recents = async () =>
      beneficiaryListResponse.parse((await cara.browser.get('/api/v1/beneficiaries')).body).data
        .beneficiaries;
    expect(await recents()).toEqual([]);
    const pay = (to: MoneyUser) =>
      send(cara.browser, { type: 'user', recipient: to.username, amount: 1_000, pin: PIN });
    expect((await pay(dayo)).status).toBe(201);
    expect((await pay(emeka)).status).toBe(201);
    expect((await recents()).map((b) => b.username)).toEqual([emeka.username, dayo.username]);
    expect((await pay(dayo)).status).toBe(201);
    const after = await recents();
    expect(after.map((b) => b.username)).toEqual([dayo.username, emeka.username]);
    expect(after[0]).toMatchObject({ type: 'user', name: expect.stringMatching(/^Dayo /) });
  });
});
