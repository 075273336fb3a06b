import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatAccountCode, SYSTEM_ACCOUNTS, systemAccountId } from '../src/modules/ledger/accounts';
import { createPostingWriter } from '../src/modules/ledger/group-commit';
import { post } from '../src/modules/ledger/post';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound } from './support/money';
import { moneyHarness } from './support/money-harness';

const PAYERS = 3;
const FEE = 10;

const payment = fc.record({
  payer: fc.integer({ min: 0, max: PAYERS - 1 }),
  amount: fc.integer({ min: 1, max: 6_000 }),
});

describe.each(DATABASE_KINDS)('ledger group commit on %s', (kind) => {
  let database: TestDatabase;
  let accounts: { world: string; fees: string; float: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    accounts = {
      world: await systemAccountId(db, SYSTEM_ACCOUNTS.world),
      fees: await systemAccountId(db, SYSTEM_ACCOUNTS.fees),
      float: await systemAccountId(db, floatAccountCode('sandbox')),
    };
  });
  afterAll(async () => {
    await database?.close();
  });

  /** New wallets, each funded with its amount from the outside world. */
  async function fundedWallets(funding: number[]): Promise<string[]> {
    const { db } = database;
    const h = moneyHarness(db);
    const ids: string[] = [];
    for (const amount of funding) {
      const user = await h.user('Payer');
      const wallet = await db
        .selectFrom('wallets')
        .select('accountId')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      if (amount > 0) {
        await post(db, {
          kind: 'test_funding',
          description: 'funding',
          at: new Date(),
          entries: [
            { accountId: accounts.world, direction: 'debit', amount },
            { accountId: wallet.accountId, direction: 'credit', amount },
          ],
        });
      }
      ids.push(wallet.accountId);
    }
    return ids;
  }

  function paymentFrom(accountId: string, amount: number) {
    return {
      kind: 'test_payment',
      description: 'payment',
      at: new Date(),
      entries: [
        { accountId, direction: 'debit' as const, amount: amount + FEE },
        { accountId: accounts.float, direction: 'credit' as const, amount },
        { accountId: accounts.fees, direction: 'credit' as const, amount: FEE },
      ],
    };
  }

  async function balanceOf(accountId: string): Promise<number> {
    const row = await database.db
      .selectFrom('wallets')
      .select(['balance', 'held'])
      .where('accountId', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.balance) - Number(row.held);
  }

  it('writes every posting it accepts, refuses only what would overdraw, and keeps the ledger sound', async () => {
    const { db } = database;
    const writer = createPostingWriter(db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: PAYERS, maxLength: PAYERS }),
        fc.array(payment, { minLength: 1, maxLength: 30 }),
        async (funding, payments) => {
          const wallets = await fundedWallets(funding);
          const results = await Promise.allSettled(
            payments.map((p) => writer.post(paymentFrom(wallets[p.payer] as string, p.amount))),
          );

          const spent = wallets.map(() => 0);
          const asked = wallets.map(() => 0);
          for (const [i, result] of results.entries()) {
            const p = payments[i] as { payer: number; amount: number };
            asked[p.payer] = (asked[p.payer] ?? 0) + p.amount + FEE;
            if (result.status === 'fulfilled') {
              spent[p.payer] = (spent[p.payer] ?? 0) + p.amount + FEE;
              const entries = await db
                .selectFrom('ledgerEntries')
                .select(['accountId', 'direction', 'amount'])
                .where('postingId', '=', result.value)
                .execute();
              expect(entries).toHaveLength(3);
            } else {
              // Refused by the wallets' check (balance - held >= 0), nothing else.
              expect((result.reason as { code?: string }).code).toBe('23514');
            }
          }
          for (const [i, accountId] of wallets.entries()) {
            const available = await balanceOf(accountId);
            expect(available).toBe((funding[i] ?? 0) - (spent[i] ?? 0));
            // A payer who could afford everything asked was refused nothing.
            if ((asked[i] ?? 0) <= (funding[i] ?? 0)) expect(spent[i]).toBe(asked[i]);
          }
          // A refusal was right when it was made: payments only take money out, so what is left at
          // the end is at most what was there then.
          for (const [i, result] of results.entries()) {
            const p = payments[i] as { payer: number; amount: number };
            if (result.status === 'rejected') {
              expect(await balanceOf(wallets[p.payer] as string)).toBeLessThan(p.amount + FEE);
            }
          }
          const written = await db
            .selectFrom('postings')
            .innerJoin('ledgerEntries', 'ledgerEntries.postingId', 'postings.id')
            .select(sql<string>`count(distinct postings.id)`.as('n'))
            .where('postings.kind', '=', 'test_payment')
            .where('ledgerEntries.accountId', 'in', wallets)
            .executeTakeFirstOrThrow();
          expect(Number(written.n)).toBe(results.filter((r) => r.status === 'fulfilled').length);
          await expectLedgerSound(db);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('commits postings that arrive together in one transaction', async () => {
    const { db } = database;
    const writer = createPostingWriter(db);
    const [wallet] = await fundedWallets([1_000_000]);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => writer.post(paymentFrom(wallet as string, 100))),
    );
    // Rows written by one transaction share its id (xmin): the first posting goes alone, the
    // nineteen that queued behind it go together.
    const transactions = await sql<{ n: string | number }>`
      select count(distinct xmin::text) as n from postings where id in (${sql.join(ids)})`.execute(db);
    expect(Number(transactions.rows[0]?.n)).toBe(2);
    expect(await balanceOf(wallet as string)).toBe(1_000_000 - 20 * (100 + FEE));
  });

  it('refuses an unbalanced posting before it joins a batch', async () => {
    const writer = createPostingWriter(database.db);
    const [wallet] = await fundedWallets([1_000]);
    const unbalanced = paymentFrom(wallet as string, 100);
    unbalanced.entries[0] = { ...unbalanced.entries[0], amount: 50 } as (typeof unbalanced.entries)[0];
    expect(() => writer.post(unbalanced)).toThrow(/does not balance/);
    expect(await balanceOf(wallet as string)).toBe(1_000);
  });
});
