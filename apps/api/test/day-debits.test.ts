import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDayDebits } from '../src/db/migrations/0018_day_debits';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { signIn } from './support/flows';
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

const HOUR_MS = 60 * 60 * 1000;
/**
 * The daily limit counts the day's debits from the wallet row (migration 0018), counted by the statement
 * that writes a debit (migration 0022) and given back by a trigger when one fails. What a person sees must not change with that: each Lagos day starts
 * at zero, a debit that fails gives its amount and fee back to its own day only, and the invariants (the
 * row's total is its day's debits, none on a later day) hold after every step.
 */
describe.each(DATABASE_KINDS)("the day's debits on %s", (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let ada: MoneyUser;
  let bola: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    [ada, bola] = await Promise.all([moneyUser(server, 'Ada'), moneyUser(server, 'Bola')]);
    expect((await fund(server, ada.accountNumber, 3_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('starts each Lagos day at zero and gives a failed debit back to its own day', async () => {
    // 23:00 in Lagos (UTC+1), the next one from now.
    const now = server.clock.now().getTime();
    const elevenPm = now - ((now + HOUR_MS) % (24 * HOUR_MS)) + 22 * HOUR_MS;
    server.clock.advance((elevenPm > now ? elevenPm : elevenPm + 24 * HOUR_MS) - now);
    // Access tokens live minutes: sign in again at each new time.
    const later = async (ms: number) => {
      server.clock.advance(ms);
      ada.browser = await signIn(server, ada.email);
    };
    await later(0);

    const toBola = await send(ada.browser, {
      type: 'user',
      recipient: bola.username,
      amount: 100_000,
      pin: PIN,
    });
    expect(toBola.status, JSON.stringify(toBola.body)).toBe(201);
    const toBank = async (digits: string, amount: number) => {
      const res = await send(ada.browser, {
        type: 'bank',
        bankCode: '058',
        accountNumber: gtb(digits),
        amount,
        pin: PIN,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res;
    };
    const declined = await toBank('91', 40_000);
    const lateFailure = await toBank('94', 50_000);
    const fee = lateFailure.body.data.fee as number;
    expect(fee).toBeGreaterThan(0);
    const status = async (reference: string) =>
      (await ada.browser.get(`/api/v1/transactions/${reference}`)).body.data.status;
    await waitUntil(async () => (await status(declined.body.data.reference)) === 'failed', 'the decline');
    // The declined transfer gave its amount and fee back; the one still on its way counts.
    expect((await walletOf(ada)).limits.usedToday).toBe(100_000 + 50_000 + fee);
    await expectLedgerSound(database.db);

    // 01:00 the next day: nothing used yet, whatever yesterday's total was.
    await later(2 * HOUR_MS);
    expect((await walletOf(ada)).limits.usedToday).toBe(0);
    expect(
      (await send(ada.browser, { type: 'user', recipient: bola.username, amount: 20_000, pin: PIN })).status,
    ).toBe(201);
    expect((await walletOf(ada)).limits.usedToday).toBe(20_000);

    // Yesterday's transfer fails today: its money comes back, today's total does not move.
    await waitUntil(
      async () => (await status(lateFailure.body.data.reference)) === 'failed',
      'the late failure',
    );
    expect(await walletOf(ada)).toMatchObject({
      balance: 3_000_000 - 100_000 - 20_000,
      limits: { usedToday: 20_000 },
    });
    await expectLedgerSound(database.db);
  });

  it("migration 0018 counts each wallet's latest day from the debits already written", async () => {
    // As a database had it before the migration: debits of two days, no totals on the rows.
    await sql`update wallets set debits_day = null, day_debits = 0`.execute(database.db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from wallets where day_debits > 0`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
    // Migrations are written against no schema type (they outlive it).
    await countDayDebits(database.db as unknown as Kysely<unknown>);
    expect((await walletOf(ada)).limits.usedToday).toBe(20_000);
    await expectLedgerSound(database.db);
  });
});
