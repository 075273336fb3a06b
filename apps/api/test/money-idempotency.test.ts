import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { mailbox } from './support/flows';
import {
  expectLedgerSound,
  fund,
  gtb,
  type MoneyUser,
  moneyUser,
  PIN,
  send,
  walletOf,
} from './support/money';
import { startServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('idempotency keys and the transaction PIN on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let ada: MoneyUser;
  let bola: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Tokens outlive the 30-minute PIN lock the test waits out.
    server = await startServer(database.db, { accessTokenTtlSeconds: 7_200 });
    [ada, bola] = await Promise.all([moneyUser(server, 'Ada'), moneyUser(server, 'Bola')]);
    expect((await fund(server, ada.accountNumber, 5_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('replays the first answer for the same key and body, with no second effect', async () => {
    const body = { type: 'user', recipient: bola.username, amount: 10_000, pin: PIN };
    const first = await send(ada.browser, body, 'key-replay-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(ada.browser, body, 'key-replay-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await walletOf(bola)).balance).toBe(10_000);
  });

  // The answer is stored by the statement that writes the debit, from the fields it writes (send-money.ts):
  // it must say what the transaction row says, for a transfer to a user and one to a bank.
  it.each([
    ['an Owo user', () => ({ type: 'user', recipient: bola.username, amount: 12_300, narration: 'Rent' })],
    ['a bank', () => ({ type: 'bank', bankCode: '058', accountNumber: gtb('25'), amount: 45_600 })],
  ])('stores an answer to a transfer to %s that is its transaction as written', async (_, make) => {
    const body = { ...make(), pin: PIN };
    const key = `key-as-written-${body.type}`;
    const first = await send(ada.browser, body, key);
    expect(first.status).toBe(201);
    const answered = first.body.data as Record<string, unknown>;
    expect(answered.status).toBe(body.type === 'user' ? 'completed' : 'pending');
    const stored = await ada.browser.get(`/api/v1/transactions/${answered.reference}`);
    expect(stored.status).toBe(200);
    // A bank transfer may have moved on since (the provider answers): everything else is as written.
    const { status: _status, ...rest } = answered;
    expect(stored.body.data).toMatchObject(rest);
    expect(Object.keys(answered).sort()).toEqual(Object.keys(rest).concat('status').sort());
    const again = await send(ada.browser, body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('leaves the PIN out of the fingerprint and refuses a different body under a used key', async () => {
    const body = { type: 'user', recipient: bola.username, amount: 10_000, pin: PIN };
    expect((await send(ada.browser, body, 'key-reuse')).status).toBe(201);
    const otherPin = await send(ada.browser, { ...body, pin: '0000' }, 'key-reuse');
    expect(otherPin.status).toBe(201);
    expect(otherPin.headers.get('idempotent-replayed')).toBe('true');
    const changed = await send(ada.browser, { ...body, amount: 10_001 }, 'key-reuse');
    expectClientError(changed, 422);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('scopes keys per user', async () => {
    const key = 'shared-key-between-users';
    expect(
      (await send(ada.browser, { type: 'user', recipient: bola.username, amount: 100, pin: PIN }, key))
        .status,
    ).toBe(201);
    expect((await fund(server, bola.accountNumber, 1_000)).status).toBe(201);
    const theirs = await send(
      bola.browser,
      { type: 'user', recipient: ada.username, amount: 100, pin: PIN },
      key,
    );
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not store a refusal: a corrected retry under the same key goes through', async () => {
    const key = 'key-corrected';
    const wrong = await send(
      ada.browser,
      { type: 'user', recipient: bola.username, amount: 700, pin: '0000' },
      key,
    );
    expectClientError(wrong, 403);
    expect(wrong.body).toMatchObject({ code: 'INVALID_PIN', message: 'Incorrect PIN. 4 attempts left.' });
    const right = await send(
      ada.browser,
      { type: 'user', recipient: bola.username, amount: 700, pin: PIN },
      key,
    );
    expect(right.status).toBe(201);
    expect(right.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers 409 while the first request with a key is still running', async () => {
    // The PIN check takes ~60 ms of argon2: the second request arrives while the first holds the key.
    const body = { type: 'user', recipient: bola.username, amount: 300, pin: PIN };
    const [a, b] = await Promise.all([
      send(ada.browser, body, 'key-in-flight'),
      send(ada.browser, body, 'key-in-flight'),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const conflict = a.status === 409 ? a : b;
    expect(conflict.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
  });

  it('locks the PIN for 30 minutes after five wrong ones in a row, with a notification and an email', async () => {
    const carl = await moneyUser(server, 'Carl');
    expect((await fund(server, carl.accountNumber, 100_000)).status).toBe(201);
    const body = { type: 'user', recipient: bola.username, amount: 100 };
    const wrong = () => send(carl.browser, { ...body, pin: '1111' });
    for (const left of [4, 3])
      expect((await wrong()).body.message).toBe(`Incorrect PIN. ${left} attempts left.`);
    expect((await send(carl.browser, { ...body, pin: PIN })).status).toBe(201);
    for (const left of [4, 3, 2])
      expect((await wrong()).body.message).toBe(`Incorrect PIN. ${left} attempts left.`);
    expect((await wrong()).body.message).toBe('Incorrect PIN. 1 attempt left.');
    const locked = await wrong();
    expectClientError(locked, 423);
    expect(locked.body.code).toBe('PIN_LOCKED');
    expect(locked.body.message).toMatch(/Try again after .+ \(Lagos time\)\./);
    const evenRight = await send(carl.browser, { ...body, pin: PIN });
    expect(evenRight.status).toBe(423);

    const inbox = await carl.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications[0].title).toBe('Transaction PIN locked');
    await expect
      .poll(async () => (await mailbox(server, carl.email)).map((m) => m.subject))
      .toContain('Your Owo transaction PIN is locked');
    server.clock.advance(30 * 60_000 + 1_000);
    expect((await send(carl.browser, { ...body, pin: PIN })).status).toBe(201);
  });

  it('refuses a debit before a PIN is set, and a request without a key', async () => {
    const dayo = await moneyUser(server, 'Dayo');
    await database.db.updateTable('users').set({ pinHash: null }).where('id', '=', dayo.id).execute();
    const res = await send(dayo.browser, { type: 'user', recipient: bola.username, amount: 100, pin: PIN });
    expectClientError(res, 403);
    expect(res.body.code).toBe('PIN_NOT_SET');
    await expectLedgerSound(database.db);
  });
});
