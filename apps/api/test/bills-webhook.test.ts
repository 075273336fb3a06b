import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, pay, purchaseOf, settled } from './support/bills';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, type MoneyUser, moneyUser, PIN, walletOf } from './support/money';
import { startServer, type TestServer } from './support/server';

const LATE_MS = 600_000;

describe.each(DATABASE_KINDS)('bills provider callbacks on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;
  let events = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    // Late answers take ten minutes here: only a webhook (or a clock moved on) settles a purchase.
    server.config.bills.sandboxLateMs = LATE_MS;
    user = await moneyUser(server, 'Kemi');
    expect((await fund(server, user.accountNumber, 2_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const pending = async () => {
    const res = await pay(user, {
      service: 'airtime',
      biller: 'mtn',
      customerId: '08022222222',
      amount: 10_000,
      pin: PIN,
    });
    expect(res.body.data.status).toBe('pending');
    return res.body.data.reference as string;
  };
  const event = (type: string, reference: string, id = `evt_${++events}`) => ({
    id,
    type,
    data: { reference, providerReference: `SBX-${reference}`, reason: 'The network is down' },
  });
  const postingsFor = async (reference: string) => {
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from postings where description = ${`Bill purchase ${reference}`}`.execute(
      database.db,
    );
    return rows.rows[0]?.n;
  };

  it('refuses a callback without the right HMAC-SHA512 signature', async () => {
    const reference = await pending();
    const forged = await deliverWebhook(server, event('purchase.completed', reference), 'not-the-secret');
    expect(forged.status).toBe(401);
    expect((await purchaseOf(user, reference)).status).toBe('pending');
    // Settled properly, so no purchase is left pending for the tests below.
    expect((await deliverWebhook(server, event('purchase.failed', reference))).status).toBe(200);
  });

  it('applies an event delivered twice once: the hold voided once, the money back once', async () => {
    const before = await walletOf(user);
    const reference = await pending();
    const failed = event('purchase.failed', reference);
    const first = await deliverWebhook(server, failed);
    const second = await deliverWebhook(server, failed);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await second.json()) as { message: string }).message).toBe('Event already applied');
    expect((await purchaseOf(user, reference)).status).toBe('failed');
    expect(await walletOf(user)).toMatchObject({
      balance: before.balance,
      availableBalance: before.availableBalance,
    });
  });

  it('a requery and webhooks racing for one purchase post it once', async () => {
    const before = await walletOf(user);
    const reference = await pending();
    // From now on the sandbox's requery also says completed; the job is due at once.
    server.clock.advance(LATE_MS + 1_000);
    const deliveries = await Promise.all(
      Array.from({ length: 4 }, () => deliverWebhook(server, event('purchase.completed', reference))),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    expect((await settled(user, reference)).status).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await postingsFor(reference)).toBe(1);
    const after = await walletOf(user);
    expect(after.balance).toBe(before.balance - 10_000);
    expect(after.availableBalance).toBe(after.balance);
  });
});
