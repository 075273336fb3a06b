import { nuban } from '@owo/core/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { HttpError } from '../src/http/errors';
import { addCard } from '../src/modules/bank-cards/saved-cards';
import { checkTopUp, makeTopUp } from '../src/modules/bank-cards/top-up';
import { buyBill } from '../src/modules/bills/pay-bill';
import { bankTransfer } from '../src/modules/transfers/bank-transfer';
import { incomingTransfer } from '../src/modules/transfers/incoming-transfer';
import { reverseTransfer } from '../src/modules/transfers/reversal';
import { userTransfer } from '../src/modules/transfers/user-transfer';
import { CARDS, EXPIRY } from './support/bank-cards';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound } from './support/money';
import { moneyHarness } from './support/money-harness';

type Command =
  | { op: 'incoming'; to: number; amount: number }
  | { op: 'user'; from: number; to: number; amount: number }
  | { op: 'bank'; from: number; amount: number; outcome: string }
  | { op: 'bill'; from: number; amount: number; phone: string }
  | { op: 'topup'; to: number; amount: number; card: number }
  | { op: 'resolve' }
  | { op: 'reverse'; pick: number };

/** Each user's saved cards: charges approved, declined, and approved with the first answer lost. */
const TOP_UP_CARDS = [CARDS.approved, CARDS.chargeDeclined, CARDS.lostAnswer];

const USERS = 3;
const who = fc.integer({ min: 0, max: USERS - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('incoming' as const),
      to: who,
      amount: fc.integer({ min: 1, max: 12_000_000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('user' as const),
      from: who,
      to: who,
      amount: fc.integer({ min: 1, max: 4_000_000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('bank' as const),
      from: who,
      amount: fc.integer({ min: 1, max: 3_000_000 }),
      // Sandbox outcomes: completed, declined, late, no answer, late failure.
      outcome: fc.constantFrom('12', '91', '92', '93', '94'),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('bill' as const),
      from: who,
      amount: fc.integer({ min: 5_000, max: 3_000_000 }),
      // Airtime sandbox numbers: completed, late, failed, no answer; all zeros is refused before money moves.
      phone: fc.constantFrom('08011111111', '08022222222', '08033333333', '08044444444', '00000000000'),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('topup' as const),
      to: who,
      amount: fc.integer({ min: 10_000, max: 8_000_000 }),
      card: fc.integer({ min: 0, max: TOP_UP_CARDS.length - 1 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ op: 'resolve' as const }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }), weight: 1 },
);

/** Everything a refused operation must leave as it was. */
async function snapshot(db: Db) {
  const wallets = await db
    .selectFrom('wallets')
    .select(['userId', 'balance', 'held'])
    .orderBy('userId')
    .execute();
  const counts = await sql<Record<string, string | number>>`
    select (select count(*) from ledger_entries) as entries, (select count(*) from postings) as postings,
           (select count(*) from transactions) as transactions, (select count(*) from notifications) as notifications,
           (select count(*) from jobs) as jobs`.execute(db);
  return JSON.stringify({
    wallets: wallets.map((w) => [w.userId, Number(w.balance), Number(w.held)]),
    counts: counts.rows[0],
  });
}

describe.each(DATABASE_KINDS)('ledger properties on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps debits = credits, no negative available, balances = entries, refusals change nothing, nothing left pending', async () => {
    const { db } = database;
    const h = moneyHarness(db);
    const now = () => h.clock.now();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const users: Awaited<ReturnType<typeof h.user>>[] = [];
        for (let i = 0; i < USERS; i++) users.push(await h.user(`P${i}`));
        const userIds = users.map((u) => u.id);
        const cards: string[][] = [];
        for (const user of users) {
          const saved: string[] = [];
          for (const number of TOP_UP_CARDS) {
            const added = await addCard(h.bankCards, user, {
              number: number.replace(/\s/g, ''),
              ...EXPIRY,
              cvv: '123',
            });
            if (added.status !== 'saved') throw new Error(`${number} should save at once`);
            saved.push(added.card.id);
          }
          cards.push(saved);
        }
        for (const c of commands) {
          const before = await snapshot(db);
          try {
            if (c.op === 'incoming') {
              const to = users[c.to]!;
              await incomingTransfer(h.money, {
                accountNumber: to.accountNumber,
                amount: c.amount,
                senderName: 'Funder',
                senderBank: 'GTBank',
              });
            } else if (c.op === 'user') {
              await db
                .transaction()
                .execute((trx) =>
                  userTransfer(h.money, trx, users[c.from]!, users[c.to]!, { amount: c.amount }, now()),
                );
            } else if (c.op === 'bank') {
              const target = {
                bankCode: '058',
                bankName: 'Guaranty Trust Bank',
                accountNumber: nuban('058', `0000001${c.outcome}`),
                accountName: 'Ngozi Obi',
              };
              await db
                .transaction()
                .execute((trx) =>
                  bankTransfer(h.money, trx, users[c.from]!, target, { amount: c.amount }, now()),
                );
            } else if (c.op === 'bill') {
              await buyBill(h.bills, users[c.from]!, {
                service: 'airtime',
                biller: 'mtn',
                customerId: c.phone,
                amount: c.amount,
              });
            } else if (c.op === 'topup') {
              // The PIN is not what this test is about: the harness's users have none, so one is said to be set.
              const payer = { ...users[c.to]!, pinHash: 'set' };
              const bankCardId = cards[c.to]![c.card]!;
              await makeTopUp(
                h.bankCards,
                payer,
                await checkTopUp(h.bankCards, payer, { bankCardId, amount: c.amount }),
              );
            } else if (c.op === 'resolve') {
              h.clock.advance(61_000);
              await h.runJobs();
            } else {
              const done = await db
                .selectFrom('transactions')
                .select('reference')
                .where('userId', 'in', userIds)
                .where('direction', '=', 'debit')
                .where('status', '=', 'completed')
                .orderBy('createdAt')
                .orderBy('reference')
                .execute();
              if (done.length > 0) await reverseTransfer(h.money, done[c.pick % done.length]!.reference);
            }
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            expect(await snapshot(db), `refused ${JSON.stringify(c)}: ${error.message}`).toBe(before);
          }
          await expectLedgerSound(db);
        }
        // Nothing stays pending forever: the sandbox answers every transfer and purchase in the end.
        for (let i = 0; i < 10; i++) {
          h.clock.advance(61_000);
          await h.runJobs();
        }
        const open = await db
          .selectFrom('transactions')
          .select('reference')
          .where('userId', 'in', userIds)
          .where('status', 'in', ['pending', 'processing'])
          .execute();
        expect(open).toEqual([]);
        await expectLedgerSound(db);
      }),
      { numRuns: 20, endOnFailure: true },
    );
  });
});
