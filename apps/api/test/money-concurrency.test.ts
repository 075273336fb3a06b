import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './support/api-process';
import { Browser } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, PIN, send, walletOf } from './support/money';
import { startServer, type TestServer } from './support/server';

const AMOUNT = 10_000;

describe.each(DATABASE_KINDS)('money under concurrency on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let recipients: MoneyUser[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    recipients = await Promise.all([moneyUser(server, 'Ruth'), moneyUser(server, 'Remi')]);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function debitsOf(userId: string): Promise<number> {
    const row = await database.db
      .selectFrom('transactions')
      .select(sql<string>`count(*)`.as('n'))
      .where('userId', '=', userId)
      .where('direction', '=', 'debit')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** 200 transfers at once from a wallet that can afford 100 of them, spread over `browsers`. */
  async function overspend(payer: MoneyUser, browsers: Browser[]) {
    expect((await fund(server, payer.accountNumber, 100 * AMOUNT)).status).toBe(201);
    const before = await Promise.all(recipients.map(walletOf));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(browsers[i % browsers.length]!, {
          type: 'user',
          recipient: recipients[i % 2]!.username,
          amount: AMOUNT,
          pin: PIN,
        }),
      ),
    );
    const statuses = results.map((r) => (r.status === 201 ? 'ok' : r.body.code));
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(100);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(100);
    expect(await walletOf(payer)).toMatchObject({ balance: 0, availableBalance: 0 });
    const after = await Promise.all(recipients.map(walletOf));
    const received = after.reduce((sum, w, i) => sum + w.balance - before[i]!.balance, 0);
    expect(received).toBe(100 * AMOUNT);
    expect(await debitsOf(payer.id)).toBe(100);
    await expectLedgerSound(database.db);
  }

  it('200 concurrent transfers from a wallet that affords 100: exactly 100 succeed, nothing created or lost', async () => {
    const payer = await moneyUser(server, 'Payer');
    await overspend(payer, [payer.browser]);
  });

  it('20 concurrent requests with one key have one effect', async () => {
    const payer = await moneyUser(server, 'Keyed');
    expect((await fund(server, payer.accountNumber, 1_000_000)).status).toBe(201);
    const body = { type: 'user', recipient: recipients[0]!.username, amount: AMOUNT, pin: PIN };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(payer.browser, body, 'one-key-twenty-times')),
    );
    const fresh = results.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(fresh).toHaveLength(1);
    for (const r of results) {
      if (r.status === 201) expect(r.body).toEqual(fresh[0]!.body);
      else expect(r.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    }
    expect(await debitsOf(payer.id)).toBe(1);
    expect((await walletOf(payer)).balance).toBe(1_000_000 - AMOUNT);
    await expectLedgerSound(database.db);
  });

  it('debits that together cross the daily limit: exactly the crossing one is refused', async () => {
    const payer = await moneyUser(server, 'Daily');
    // Tier 1: ₦50,000 a day. Six debits of ₦10,000 with ₦60,000 available: five fit.
    expect((await fund(server, payer.accountNumber, 6_000_000)).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(payer.browser, {
          type: 'user',
          recipient: recipients[1]!.username,
          amount: 1_000_000,
          pin: PIN,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.code).toBe('LIMIT_EXCEEDED');
    expect(refused[0]!.body.message).toMatch(/daily limit of ₦50,000\.00/);
    expect((await walletOf(payer)).limits.usedToday).toBe(5_000_000);
    await expectLedgerSound(database.db);
  });

  it.runIf(kind === 'postgres')('two API processes on one database: the 200 transfers again', async () => {
    const replica = await startApiProcess({
      DATABASE_URL: database.url!,
      JWT_SECRET: server.config.jwtSecret,
      DATA_DIR: '/nonexistent',
    });
    try {
      const payer = await moneyUser(server, 'Replicated');
      const other = new Browser(replica.url);
      other.token = payer.browser.token;
      await overspend(payer, [payer.browser, other]);
    } finally {
      await replica.kill('SIGTERM');
    }
  });
});
