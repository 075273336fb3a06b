import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay } from './support/bills';
import { activeCard, cardOf, charge, quoteId, statementOf } from './support/cards';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, PIN, walletOf } from './support/money';
import { startServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('card concurrency on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    user = await moneyUser(server, 'Tunde');
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', user.id).execute();
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('funding a card and buying airtime at once from a wallet that can afford one: exactly one goes through', async () => {
    // A $5 card costs ₦8,250 + ₦2,000 + ₦100.
    expect((await fund(server, user.accountNumber, 1_035_000)).status).toBe(201);
    const cardId = await activeCard(user, 500);
    for (let round = 0; round < 3; round++) {
      const { availableBalance } = await walletOf(user);
      // ₦20,000 available: the card's $10 (₦16,665 with its fee) or ₦15,000 of airtime, never both.
      expect((await fund(server, user.accountNumber, 2_000_000 - availableBalance)).status).toBe(201);
      const fundQuote = await quoteId(user, 'card_fund', 1_000, cardId);
      const [funding, airtime] = await Promise.all([
        user.browser.post(
          `/api/v1/cards/${cardId}/fund`,
          { quoteId: fundQuote, pin: PIN },
          { headers: { 'idempotency-key': randomUUID() } },
        ),
        pay(user, {
          service: 'airtime',
          biller: 'mtn',
          customerId: '08011111111',
          amount: 1_500_000,
          pin: PIN,
        }),
      ]);
      const through = [funding, airtime].filter((res) => res.status === 201);
      expect(through, JSON.stringify([funding.body, airtime.body])).toHaveLength(1);
      const refused = [funding, airtime].find((res) => res.status !== 201);
      expect(refused?.status).toBe(422);
      expect(refused?.body.code).toBe('INSUFFICIENT_FUNDS');
      const after = await walletOf(user);
      expect(after.balance).toBe(2_000_000 - (funding.status === 201 ? 1_666_500 : 1_500_000));
      expect(after.availableBalance).toBe(after.balance);
      await expectLedgerSound(database.db);
    }
  });

  it('20 charges at once on a card that can afford 5: exactly 5 approved', async () => {
    const other = await moneyUser(server, 'Uche');
    // A dollar card needs Tier 2 (issue 23): the dev tools' tier route, as the sandbox's numbers are taken.
    expect((await other.browser.post('/api/v1/dev/tier', { tier: 2 })).status).toBe(200);
    expect((await fund(server, other.accountNumber, 2_000_000)).status).toBe(201);
    const cardId = await activeCard(other, 500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => charge(other, cardId, 100, `Shop ${i}`)),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expect(answers.filter((res) => res.body.data.approved)).toHaveLength(5);
    for (const res of answers.filter((r) => !r.body.data.approved)) {
      expect(res.body.data.declineReason).toBe('insufficient_funds');
    }
    expect((await cardOf(other, cardId)).balance).toBe(0);
    const statement = await statementOf(other, cardId);
    expect(statement.filter((t) => t.type === 'purchase')).toHaveLength(5);
    expect(statement.filter((t) => t.type === 'decline')).toHaveLength(15);
    await expectLedgerSound(database.db);
  });
});
