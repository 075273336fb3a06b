import { nuban } from '@owo/core/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { HttpError } from '../src/http/errors';
import { addCard } from '../src/modules/bank-cards/saved-cards';
import { checkTopUp, makeTopUp } from '../src/modules/bank-cards/top-up';
import { buyBill } from '../src/modules/bills/pay-bill';
import { freezeCard, terminateNow, unfreezeCard } from '../src/modules/cards/card-state';
import { createCardNow } from '../src/modules/cards/create-card';
import { fundCardNow } from '../src/modules/cards/fund-card';
import { createQuote } from '../src/modules/cards/quotes';
import { withdrawNow } from '../src/modules/cards/withdraw-card';
import { readWallets } from '../src/modules/ledger/wallet-locks';
import { creditPoints } from '../src/modules/rewards/redeem';
import { payQualifiedReferrals, recordReferral } from '../src/modules/rewards/referrals';
import { bankTransfer } from '../src/modules/transfers/bank-transfer';
import { incomingTransfer } from '../src/modules/transfers/incoming-transfer';
import { reverseTransfer } from '../src/modules/transfers/reversal';
import { userTransfer, userTransferAtOnce } from '../src/modules/transfers/user-transfer';
import { CARDS, EXPIRY } from './support/bank-cards';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, PIN } from './support/money';
import { moneyHarness } from './support/money-harness';

type Command =
  | { op: 'incoming'; to: number; amount: number }
  | { op: 'user'; from: number; to: number; amount: number }
  | { op: 'bank'; from: number; amount: number; outcome: string }
  | { op: 'bill'; from: number; amount: number; phone: string }
  | { op: 'topup'; to: number; amount: number; card: number }
  | { op: 'resolve' }
  | { op: 'reverse'; pick: number }
  | { op: 'cardCreate'; from: number; usd: number; label: string }
  | { op: 'cardFund'; from: number; pick: number; usd: number }
  | { op: 'cardWithdraw'; from: number; pick: number; usd: number }
  | { op: 'charge'; from: number; pick: number; amount: number; category: string }
  | { op: 'refund'; from: number; pick: number; part: boolean }
  | { op: 'freeze'; from: number; pick: number }
  | { op: 'terminate'; from: number; pick: number }
  | { op: 'redeem'; from: number; points: number }
  | { op: 'referrals' };

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
  {
    arbitrary: fc.record({
      op: fc.constant('cardCreate' as const),
      from: who,
      // Under $5 is refused; the sandbox issuer refuses SANDBOX-FAIL and creates SANDBOX-LATE later.
      usd: fc.integer({ min: 400, max: 2_500 }),
      label: fc.constantFrom('Shopping', 'Shopping', 'SANDBOX-FAIL', 'SANDBOX-LATE'),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('cardFund' as const),
      from: who,
      pick: fc.nat(),
      // $13.13 is refused by the sandbox issuer, $14.14 confirmed late.
      usd: fc.oneof(fc.integer({ min: 50, max: 2_500 }), fc.constantFrom(1_313, 1_414)),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('cardWithdraw' as const),
      from: who,
      pick: fc.nat(),
      usd: fc.integer({ min: 1, max: 2_500 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('charge' as const),
      from: who,
      pick: fc.nat(),
      amount: fc.integer({ min: 1, max: 2_500 }),
      category: fc.constantFrom('general', 'shopping', 'subscriptions', 'gambling', 'crypto'),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      from: who,
      pick: fc.nat(),
      part: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('freeze' as const), from: who, pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('terminate' as const), from: who, pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('redeem' as const),
      from: who,
      points: fc.oneof(fc.integer({ min: 400, max: 900 }), fc.constant(500)),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ op: 'referrals' as const }), weight: 2 },
);

/** Rewards are paid by the rewards account alone: its entries mirror every reward credit, kobo for kobo. */
async function expectRewardsPaidByRewardsAccount(db: Db) {
  const { rows } = await sql<{ account: string | number; credited: string | number; other: string | number }>`
    select
      (select coalesce(sum(case when e.direction = 'debit' then e.amount else -e.amount end), 0)
         from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where a.code = 'system:rewards') as account,
      (select coalesce(sum(amount), 0) from transactions where type = 'reward' and status = 'completed') as credited,
      (select count(*) from postings p join ledger_entries e on e.posting_id = p.id
         join ledger_accounts a on a.id = e.account_id
         where p.kind in ('reward_redemption', 'referral_bonus') and e.direction = 'debit'
           and a.code <> 'system:rewards') as other`.execute(db);
  const row = rows[0];
  expect(Number(row?.account), 'the rewards account paid every reward credit').toBe(Number(row?.credited));
  expect(Number(row?.other), 'no other account paid a reward').toBe(0);
}

/** Everything a refused operation must leave as it was. */
async function snapshot(db: Db) {
  const wallets = await db
    .selectFrom('wallets')
    .select(['userId', 'balance', 'held'])
    .orderBy('userId')
    .execute();
  const cards = await db.selectFrom('cards').select(['id', 'balance', 'status']).orderBy('id').execute();
  const counts = await sql<Record<string, string | number>>`
    select (select count(*) from ledger_entries) as entries, (select count(*) from postings) as postings,
           (select count(*) from transactions) as transactions, (select count(*) from notifications) as notifications,
           (select count(*) from jobs) as jobs, (select count(*) from card_transactions) as card_transactions`.execute(
    db,
  );
  return JSON.stringify({
    wallets: wallets.map((w) => [w.userId, Number(w.balance), Number(w.held)]),
    cards: cards.map((c) => [c.id, Number(c.balance), c.status]),
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

  it('keeps debits = credits in each currency, no negative available or card balance, balances = entries, refusals change nothing, nothing left pending', async () => {
    const { db } = database;
    const h = moneyHarness(db);
    const now = () => h.clock.now();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
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
        /** The user's `pick`-th card (any status: refusals are part of the test), or none yet. */
        const cardOf = async (from: number, pick: number) => {
          const cards = await db
            .selectFrom('cards')
            .selectAll()
            .where('userId', '=', users[from]!.id)
            .orderBy('createdAt')
            .orderBy('id')
            .execute();
          return cards[pick % Math.max(1, cards.length)];
        };
        const quoteFor = (
          from: number,
          purpose: 'card_create' | 'card_fund' | 'card_withdraw',
          usd: number,
          cardId?: string,
        ) => createQuote(h.cards, users[from]!, { purpose, usdAmount: usd, cardId });
        // Tier 2, money and a $20 card to start with: a run's payments move more than tier 1's ₦50,000 a
        // day, and most of them would otherwise meet an empty wallet or no card.
        await db.updateTable('wallets').set({ tier: 2 }).where('userId', 'in', userIds).execute();
        for (const [i, user] of users.entries()) {
          await incomingTransfer(h.money, {
            accountNumber: user.accountNumber,
            amount: 10_000_000,
            senderName: 'Funder',
            senderBank: 'GTBank',
          });
          const quote = await quoteFor(i, 'card_create', 2_000);
          await createCardNow(h.cards, user, { quoteId: quote.id, label: 'Everyday' });
        }
        // Referrals: the second person joined with the first's code (their first ₦1,000 debit earns ₦500).
        await recordReferral(db, users[0]!.id, users[1]!.id);
        await expectLedgerSound(db);
        for (const c of commands) {
          const before = await snapshot(db);
          try {
            if (c.op === 'redeem') {
              await creditPoints(h.ctx, users[c.from]!, c.points);
            } else if (c.op === 'referrals') {
              await payQualifiedReferrals(h.ctx);
            } else if (c.op === 'incoming') {
              const to = users[c.to]!;
              await incomingTransfer(h.money, {
                accountNumber: to.accountNumber,
                amount: c.amount,
                senderName: 'Funder',
                senderBank: 'GTBank',
              });
            } else if (c.op === 'user') {
              // As POST /transfers sends it: one statement when the wallets pass the checks as read
              // (here, read just before), else the transaction. A self-transfer has no second wallet.
              const [from, to] = [users[c.from]!, users[c.to]!];
              const read = await readWallets(db, [from.id, to.id]);
              const wallets = { from: read.get(from.id)!, to: read.get(to.id) };
              const input = { amount: c.amount };
              const atOnce =
                from.id !== to.id &&
                (await userTransferAtOnce(h.money, db, from, to, input, now(), () => [], wallets));
              if (!atOnce) {
                await db.transaction().execute((trx) => userTransfer(h.money, trx, from, to, input, now()));
              }
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
            } else if (c.op === 'cardCreate') {
              const quote = await quoteFor(c.from, 'card_create', c.usd);
              await createCardNow(h.cards, users[c.from]!, { quoteId: quote.id, label: c.label });
            } else if (c.op === 'cardFund' || c.op === 'cardWithdraw') {
              const card = await cardOf(c.from, c.pick);
              if (card) {
                const fund = c.op === 'cardFund';
                const quote = await quoteFor(c.from, fund ? 'card_fund' : 'card_withdraw', c.usd, card.id);
                await (fund ? fundCardNow : withdrawNow)(h.cards, users[c.from]!, card.id, quote.id);
              }
            } else if (c.op === 'charge') {
              const card = await cardOf(c.from, c.pick);
              if (card?.issuerCardId) {
                await h.cards.issuer.sandbox?.authorize({
                  issuerCardId: card.issuerCardId,
                  amount: c.amount,
                  merchant: 'Property Shop',
                  category: c.category as 'general',
                });
              }
            } else if (c.op === 'refund') {
              const purchases = await db
                .selectFrom('cardTransactions')
                .innerJoin('cards', 'cards.id', 'cardTransactions.cardId')
                .select(['cardTransactions.issuerReference', 'cardTransactions.amount'])
                .where('cards.userId', '=', users[c.from]!.id)
                .where('cardTransactions.type', '=', 'purchase')
                .orderBy('cardTransactions.createdAt')
                .orderBy('cardTransactions.id')
                .execute();
              const purchase = purchases[c.pick % Math.max(1, purchases.length)];
              if (purchase?.issuerReference) {
                await h.cards.issuer.sandbox?.refund(
                  purchase.issuerReference,
                  c.part ? Math.ceil(Number(purchase.amount) / 2) : undefined,
                );
              }
            } else if (c.op === 'freeze') {
              const card = await cardOf(c.from, c.pick);
              if (card?.status === 'frozen') await unfreezeCard(h.cards, users[c.from]!, card.id, PIN);
              else if (card) await freezeCard(h.cards, users[c.from]!, card.id);
            } else if (c.op === 'terminate') {
              const card = await cardOf(c.from, c.pick);
              if (card) await terminateNow(h.cards, users[c.from]!, card.id);
            } else if (c.op === 'resolve') {
              h.clock.advance(61_000);
              await h.runJobs();
            } else {
              const done = await db
                .selectFrom('transactions')
                .select('reference')
                .where('userId', 'in', userIds)
                .where('type', 'in', ['user', 'bank'])
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
          await expectRewardsPaidByRewardsAccount(db);
        }
        // Nothing stays pending forever: the sandboxes answer every transfer, purchase, creation and load in the end.
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
    // The runs made real purchases, charges and conversions, not only refusals (each is expected several
    // times over 20 runs; a run of only refusals would prove nothing about the money).
    const made = await sql<Record<string, string | number>>`select
      (select count(*) from transactions where type = 'bill' and status = 'completed') as bills,
      (select count(*) from card_transactions where type = 'funding') as fundings,
      (select count(*) from card_transactions where type = 'withdrawal') as withdrawals,
      (select count(*) from card_transactions where type = 'purchase') as purchases,
      (select count(*) from card_transactions where type = 'decline') as declines`.execute(db);
    for (const [what, count] of Object.entries(made.rows[0] ?? {}))
      expect(Number(count), what).toBeGreaterThan(0);
  });
});
