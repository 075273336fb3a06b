import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../src/modules/ledger/accounts';
import { checkBalanced, post } from '../src/modules/ledger/post';
import { pay, settled } from './support/bills';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, PIN, walletOf } from './support/money';
import { startServer, type TestServer, testConfig } from './support/server';

const FEE = 5_000;

describe('checkBalanced', () => {
  it('refuses a posting that balances in total but not in each currency', () => {
    expect(() =>
      checkBalanced([
        { accountId: 'a', direction: 'debit', amount: 100, currency: 'NGN' },
        { accountId: 'b', direction: 'credit', amount: 100, currency: 'USD' },
      ]),
    ).toThrow(/does not balance in (NGN|USD)/);
  });

  it('accepts a conversion that balances in each currency through the two FX accounts', () => {
    expect(() =>
      checkBalanced([
        { accountId: 'wallet', direction: 'debit', amount: 150_000, currency: 'NGN' },
        { accountId: 'fx-ngn', direction: 'credit', amount: 150_000, currency: 'NGN' },
        { accountId: 'fx-usd', direction: 'debit', amount: 100, currency: 'USD' },
        { accountId: 'card', direction: 'credit', amount: 100, currency: 'USD' },
      ]),
    ).not.toThrow();
  });
});

describe.each(DATABASE_KINDS)('accounts with a currency and an owner, and held debits, on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A bill fee configured: the held debit must collect it, not only hold it.
    const bills = { ...testConfig().bills, paymentFee: FEE };
    server = await startServer(database.db, { bills });
    user = await moneyUser(server, 'Kemi');
    expect((await fund(server, user.accountNumber, 1_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('gives a wallet account its owner and naira; system accounts have no owner', async () => {
    const wallet = await database.db
      .selectFrom('ledgerAccounts')
      .select(['ownerId', 'currency', 'kind'])
      .where('code', '=', `wallet:${user.id}`)
      .executeTakeFirstOrThrow();
    expect(wallet).toEqual({ ownerId: user.id, currency: 'NGN', kind: 'wallet' });
    await systemAccountId(database.db, SYSTEM_ACCOUNTS.fees);
    const fees = await database.db
      .selectFrom('ledgerAccounts')
      .select(['ownerId', 'currency'])
      .where('code', '=', SYSTEM_ACCOUNTS.fees)
      .executeTakeFirstOrThrow();
    expect(fees).toEqual({ ownerId: null, currency: 'NGN' });
  });

  it('refuses an entry in a currency its account does not keep', async () => {
    const fees = await systemAccountId(database.db, SYSTEM_ACCOUNTS.fees);
    const usd = await database.db
      .insertInto('ledgerAccounts')
      .values({ code: `test:usd:${kind}`, kind: 'system', currency: 'USD' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Balanced per currency as written, but the naira fee account is told it is dollars.
    await expect(
      post(database.db, {
        kind: 'test',
        description: 'wrong currency',
        at: new Date(),
        entries: [
          { accountId: usd.id, direction: 'debit', amount: 100, currency: 'USD' },
          { accountId: fees, direction: 'credit', amount: 100, currency: 'USD' },
        ],
      }),
    ).rejects.toThrow();
    await expectLedgerSound(database.db);
  });

  it('a completed bill collects its configured fee in fee revenue, with the amount to the float', async () => {
    const feesId = await systemAccountId(database.db, SYSTEM_ACCOUNTS.fees);
    const feesBefore = await feeRevenue(feesId);
    const before = await walletOf(user);
    const res = await pay(user, {
      service: 'airtime',
      biller: 'mtn',
      customerId: '08011111111',
      amount: 100_000,
      pin: PIN,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'completed', amount: 100_000, fee: FEE });
    const after = await walletOf(user);
    expect(after.balance).toBe(before.balance - 100_000 - FEE);
    expect(after.availableBalance).toBe(after.balance);
    expect(await feeRevenue(feesId)).toBe(feesBefore + FEE);
    await expectLedgerSound(database.db);
  });

  it('a bill the provider refuses gives back the amount and the fee; no fee is collected', async () => {
    const feesId = await systemAccountId(database.db, SYSTEM_ACCOUNTS.fees);
    const feesBefore = await feeRevenue(feesId);
    const before = await walletOf(user);
    const res = await pay(user, {
      service: 'airtime',
      biller: 'mtn',
      customerId: '08033333333',
      amount: 100_000,
      pin: PIN,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const final = await settled(user, res.body.data.reference);
    expect(final.status).toBe('failed');
    const after = await walletOf(user);
    expect(after.balance).toBe(before.balance);
    expect(after.availableBalance).toBe(before.availableBalance);
    expect(await feeRevenue(feesId)).toBe(feesBefore);
    await expectLedgerSound(database.db);
  });

  async function feeRevenue(feesId: string): Promise<number> {
    const { rows } = await sql<{ total: string | number }>`
      select coalesce(sum(case when direction = 'credit' then amount else -amount end), 0) as total
      from ledger_entries where account_id = ${feesId}`.execute(database.db);
    return Number(rows[0]?.total);
  }
});
