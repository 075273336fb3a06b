import { randomUUID } from 'node:crypto';
import { nuban } from '@owo/core/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kobo } from '../src/db/money-schema';
import { floatAccountCode } from '../src/modules/ledger/accounts';
import type { StatementCondition } from '../src/modules/ledger/post';
import { readWallets, walletsOf, walletsQuery } from '../src/modules/ledger/wallet-locks';
import { settleAccounts, settleHeldDebitAtOnce } from '../src/modules/money/held-debit';
import { claimKey } from '../src/modules/money/idempotency';
import { earlyPinSlot, verifyTransactionPin } from '../src/modules/money/transaction-pin';
import { BANK_TRANSFER_JOB, bankTransfer, bankTransferAtOnce } from '../src/modules/transfers/bank-transfer';
import { incomingTransfer } from '../src/modules/transfers/incoming-transfer';
import { findRecipientWithWallets, recipientWithWalletsQuery } from '../src/modules/transfers/recipients';
import { userTransfer, userTransferAtOnce } from '../src/modules/transfers/user-transfer';
import { usedTodayBy } from '../src/modules/wallet/limits';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, PIN } from './support/money';
import { moneyHarness } from './support/money-harness';

type Person = Awaited<ReturnType<ReturnType<typeof moneyHarness>['user']>>;

/**
 * A transfer as one statement (userTransferAtOnce, bankTransferAtOnce): it checks the wallets as it locks
 * them, not as they were read before the PIN, and writes all or nothing. The HTTP suites send transfers
 * through it (and, when it refuses, through the transaction that says why); these pin down what it does
 * when the wallets moved between the read and the write.
 */
describe.each(DATABASE_KINDS)('a transfer in one statement on %s', (kind) => {
  let database: TestDatabase;
  let h: ReturnType<typeof moneyHarness>;
  let ada: Person;
  let bayo: Person;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = moneyHarness(database.db);
    [ada, bayo] = [await h.user('Ada'), await h.user('Bayo')];
    await fundFromBank(ada, 1_000_000);
  });
  afterAll(async () => {
    await database.close();
  });

  const fundFromBank = (user: Person, amount: number) =>
    incomingTransfer(h.money, {
      accountNumber: user.accountNumber,
      amount,
      senderName: 'Funder',
      senderBank: 'GTBank',
    });

  const balanceOf = async (userId: string) =>
    kobo(
      (
        await database.db
          .selectFrom('wallets')
          .select('balance')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).balance,
    );

  /** Rows of every table a transfer writes to, to show a refused statement wrote none. */
  const written = async () =>
    (
      await sql<{ n: string }>`select (select count(*) from transactions) + (select count(*) from postings)
        + (select count(*) from ledger_entries) + (select count(*) from notifications)
        + (select count(*) from jobs) as n`.execute(database.db)
    ).rows[0]?.n;

  const read = async () => {
    const wallets = await readWallets(database.db, [ada.id, bayo.id]);
    return { from: wallets.get(ada.id)!, to: wallets.get(bayo.id) };
  };

  /** Ada pays Bayo in one statement, checked against `wallets`, with `also` (a PIN's settle) if given. */
  const atOnce = async (
    amount: number,
    wallets: Awaited<ReturnType<typeof read>>,
    also: StatementCondition | null = null,
  ) =>
    userTransferAtOnce(h.money, database.db, ada, bayo, { amount }, h.clock.now(), () => [], wallets, also);

  it('reads the recipient with both wallets in one statement, as readWallets reads them', async () => {
    const found = await findRecipientWithWallets(database.db, bayo.username.toUpperCase(), ada.id);
    expect(found?.recipient).toMatchObject({ id: bayo.id, username: bayo.username });
    expect(found?.recipient).not.toHaveProperty('walletsRead');
    const byOwner = walletsOf(found!.wallets);
    expect(byOwner).toEqual(await readWallets(database.db, [ada.id, bayo.id]));
    expect(await findRecipientWithWallets(database.db, 'nobody_here', ada.id)).toBeUndefined();
  });

  it('claims a new Idempotency-Key and reads the recipient in one statement; a taken key reads nothing', async () => {
    const query = () => recipientWithWalletsQuery(database.db, bayo.username, ada.id);
    const key = `at-once-${randomUUID()}`;
    const claimed = await claimKey(h.ctx, ada.id, key, 'print', { read: query() });
    if (!claimed.fresh) throw new Error('a new key is claimed');
    expect(claimed.alongside).toHaveLength(1);
    expect(claimed.alongside?.[0]).not.toHaveProperty('claimedKey');
    // What the claim read is what the recipient's own read finds.
    expect(await findRecipientWithWallets(database.db, bayo.username, ada.id, claimed.alongside)).toEqual(
      await findRecipientWithWallets(database.db, bayo.username, ada.id),
    );
    // Nobody of that name: the claim still stands, and the read found no one.
    const nobody = await claimKey(h.ctx, ada.id, `at-once-${randomUUID()}`, 'print', {
      read: recipientWithWalletsQuery(database.db, 'nobody_here', ada.id),
    });
    expect(nobody).toMatchObject({ fresh: true, alongside: [] });
    // The same key again, still in flight: refused, as without a read.
    await expect(claimKey(h.ctx, ada.id, key, 'print', { read: query() })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it("reads the payer's wallet (to a bank) with a new key's claim, as readWallets reads it", async () => {
    const claimed = await claimKey(h.ctx, ada.id, `at-once-${randomUUID()}`, 'print', {
      read: walletsQuery(database.db, [ada.id]),
    });
    if (!claimed.fresh) throw new Error('a new key is claimed');
    expect(claimed.alongside).toHaveLength(1);
    expect(walletsOf(claimed.alongside ?? [])).toEqual(await readWallets(database.db, [ada.id]));
  });

  it("names a recipient by email or a phone number only they have, never a shared one, with the claim's read too", async () => {
    await database.db
      .updateTable('users')
      .set({ phoneNumber: '+2348031234567' })
      .where('id', '=', bayo.id)
      .execute();
    const both = async (identifier: string) => {
      const claimed = await claimKey(h.ctx, ada.id, `at-once-${randomUUID()}`, 'print', {
        read: recipientWithWalletsQuery(database.db, identifier, ada.id),
      });
      if (!claimed.fresh) throw new Error('a new key is claimed');
      const alone = await findRecipientWithWallets(database.db, identifier, ada.id);
      expect(await findRecipientWithWallets(database.db, identifier, ada.id, claimed.alongside)).toEqual(
        alone,
      );
      return alone?.recipient.id;
    };
    for (const identifier of [bayo.email.toUpperCase(), '08031234567', '+234 803 123 4567', '2348031234567'])
      expect(await both(identifier)).toBe(bayo.id);
    // Ada has +2348000000000, as every harness user: with Chidi it is a number two people share, which
    // finds nobody; alone, it found her.
    expect(await both('08000000000')).toBe(ada.id);
    await h.user('Chidi');
    expect(await both('08000000000')).toBeUndefined();
  });

  it('moves the money and keeps the balances as locked, not as read before', async () => {
    const wallets = await read();
    // Money reaches both after the read: the statement's balances after must count it.
    await fundFromBank(ada, 200_000);
    await fundFromBank(bayo, 300_000);
    const [adaBefore, bayoBefore] = [await balanceOf(ada.id), await balanceOf(bayo.id)];
    const debit = await atOnce(100_000, wallets);
    expect(debit).toMatchObject({ direction: 'debit', status: 'completed' });
    expect(kobo(debit!.amount)).toBe(100_000);
    expect(kobo(debit!.balanceAfter!)).toBe(adaBefore - 100_000);
    const credit = await database.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', debit!.relatedId!)
      .executeTakeFirstOrThrow();
    expect(kobo(credit.balanceAfter!)).toBe(bayoBefore + 100_000);
    expect(await balanceOf(ada.id)).toBe(adaBefore - 100_000);
    expect(await balanceOf(bayo.id)).toBe(bayoBefore + 100_000);
    await expectLedgerSound(database.db);
  });

  it('writes nothing when the funds it was read with are gone, and the transaction then says why', async () => {
    const wallets = await read();
    const spend = wallets.from.available - 50_000;
    await database.db
      .transaction()
      .execute((trx) => userTransfer(h.money, trx, ada, bayo, { amount: spend }, h.clock.now()));
    const [rows, adaBefore, bayoBefore] = [
      await written(),
      await balanceOf(ada.id),
      await balanceOf(bayo.id),
    ];
    expect(await atOnce(100_000, wallets)).toBeUndefined();
    expect(await written()).toBe(rows);
    expect([await balanceOf(ada.id), await balanceOf(bayo.id)]).toEqual([adaBefore, bayoBefore]);
    await expect(
      database.db
        .transaction()
        .execute((trx) => userTransfer(h.money, trx, ada, bayo, { amount: 100_000 }, h.clock.now())),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expectLedgerSound(database.db);
  });

  it("writes nothing when the recipient's tier changed since the read, even where the transfer would pass", async () => {
    await fundFromBank(ada, 500_000);
    const wallets = await read();
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', bayo.id).execute();
    const rows = await written();
    expect(await atOnce(10_000, wallets)).toBeUndefined();
    expect(await written()).toBe(rows);
    // Read again, it goes through.
    expect(await atOnce(10_000, await read())).toMatchObject({ status: 'completed' });
    await expectLedgerSound(database.db);
  });

  const pinRow = async () =>
    database.db
      .selectFrom('pinAttempts')
      .select(['failures', 'pending', 'lockedUntil'])
      .where('userId', '=', ada.id)
      .executeTakeFirstOrThrow();

  it("settles a right PIN in the transfer's own statement: the slot given back, the count cleared", async () => {
    await database.db.deleteFrom('pinAttempts').where('userId', '=', ada.id).execute();
    await database.db
      .insertInto('pinAttempts')
      .values({ userId: ada.id, failures: 2, lockedUntil: null, pending: 0, pendingAt: null })
      .execute();
    const pass = await verifyTransactionPin(h.ctx, ada, PIN);
    // Verified, not settled: the slot stays held until the statement.
    expect(await pinRow()).toMatchObject({ failures: 2, pending: 1 });
    const now = h.clock.now();
    const debit = await atOnce(1_000, await read(), pass.inStatement(now));
    expect(debit).toMatchObject({ status: 'completed' });
    pass.settledInStatement();
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 0 });
    // Settled once: settling again writes nothing.
    await pass.settle();
    expect(pass.inStatement(now)).toBeNull();
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 0 });
  });

  it("claims a verify slot for the PIN in the new key's statement: not for a taken key, nor past the slots", async () => {
    await database.db.deleteFrom('pinAttempts').where('userId', '=', ada.id).execute();
    const early = () => {
      const slot = earlyPinSlot(h.ctx, ada, PIN);
      if (!slot) throw new Error('no verify of this PIN is running');
      return slot;
    };
    const newKey = () => `at-once-${randomUUID()}`;
    const key = newKey();
    const first = early();
    const claimed = await claimKey(h.ctx, ada.id, key, 'print', {
      read: recipientWithWalletsQuery(database.db, bayo.username, ada.id),
      write: first.write,
    });
    expect(claimed).toMatchObject({ fresh: true, wrote: true });
    if (!claimed.fresh) throw new Error('a new key is claimed');
    expect(claimed.alongside).toHaveLength(1);
    expect(claimed.alongside?.[0]).not.toHaveProperty('claimWrote');
    first.claimed(claimed.wrote);
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 1 });
    // The key again, in flight: refused, and no slot taken with it.
    await expect(claimKey(h.ctx, ada.id, key, 'print', { write: early().write })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await pinRow()).toMatchObject({ pending: 1 });
    // Four more new keys take the other four slots (the write alone, as a bank transfer makes it)...
    for (let i = 0; i < 4; i++)
      expect(await claimKey(h.ctx, ada.id, newKey(), 'print', { write: early().write })).toMatchObject({
        fresh: true,
        wrote: true,
      });
    // ...and the next one claims its key but finds no slot free: its verify will claim (and wait) as ever.
    expect(await claimKey(h.ctx, ada.id, newKey(), 'print', { write: early().write })).toMatchObject({
      fresh: true,
      wrote: false,
    });
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 5 });
    // A slot no verify took goes back uncounted, once.
    await first.release();
    await first.release();
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 4 });
    await database.db.deleteFrom('pinAttempts').where('userId', '=', ada.id).execute();
  });

  it('verifies in the slot claimed early, or gives it back to join a verify of the same PIN running', async () => {
    await database.db.deleteFrom('pinAttempts').where('userId', '=', ada.id).execute();
    const heldEarly = async () => {
      const slot = earlyPinSlot(h.ctx, ada, PIN);
      if (!slot) throw new Error('no verify of this PIN is running');
      const claimed = await claimKey(h.ctx, ada.id, `at-once-${randomUUID()}`, 'print', {
        write: slot.write,
      });
      if (!claimed.fresh) throw new Error('a new key is claimed');
      slot.claimed(claimed.wrote);
      return slot;
    };
    // Verified in the early slot, not in a second one: one slot held until the payment settles it.
    const pass = await verifyTransactionPin(h.ctx, ada, PIN, await heldEarly());
    expect(await pinRow()).toMatchObject({ pending: 1 });
    await pass.settle();
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 0 });
    // A payment whose early slot is held when a verify of the same PIN is already running joins that one
    // (one guess) and gives its own slot back.
    const joining = await heldEarly();
    expect(await pinRow()).toMatchObject({ pending: 1 });
    const running = verifyTransactionPin(h.ctx, ada, PIN);
    expect(earlyPinSlot(h.ctx, ada, PIN)).toBeUndefined();
    const joined = verifyTransactionPin(h.ctx, ada, PIN, joining);
    await Promise.all([running.then((p) => p.settle()), joined.then((p) => p.settle())]);
    expect(await pinRow()).toMatchObject({ failures: 0, pending: 0 });
  });

  it('writes nothing when a lock came into force during the verify, and the PIN then refuses', async () => {
    await database.db.deleteFrom('pinAttempts').where('userId', '=', ada.id).execute();
    const pass = await verifyTransactionPin(h.ctx, ada, PIN);
    // Wrong PINs on other payments locked it while this one was being verified.
    const now = h.clock.now();
    const until = new Date(now.getTime() + 30 * 60_000);
    await database.db
      .updateTable('pinAttempts')
      .set({ failures: 5, lockedUntil: until })
      .where('userId', '=', ada.id)
      .execute();
    const wallets = await read();
    const [rows, adaBefore] = [await written(), await balanceOf(ada.id)];
    expect(await atOnce(1_000, wallets, pass.inStatement(now))).toBeUndefined();
    expect([await written(), await balanceOf(ada.id)]).toEqual([rows, adaBefore]);
    // Refused whole: the settle in it was not written either, so the slot is still held...
    expect(await pinRow()).toMatchObject({ failures: 5, pending: 1 });
    // ...until the PIN settles on its own, which gives it back, keeps the count and refuses with the lock.
    await expect(pass.settle()).rejects.toMatchObject({ statusCode: 423 });
    expect(await pinRow()).toMatchObject({ failures: 5, pending: 0 });
    await database.db.deleteFrom('pinAttempts').where('userId', '=', ada.id).execute();
  });

  it("writes nothing when the sender's day's debits as locked leave no room for it", async () => {
    await fundFromBank(ada, 5_000_000);
    const wallets = await read();
    // Tier 1 allows ₦50,000 a day; debits made after the read leave ₦500.
    const used = await usedTodayBy(database.db, ada.id, h.clock.now());
    await database.db
      .transaction()
      .execute((trx) =>
        userTransfer(h.money, trx, ada, bayo, { amount: 5_000_000 - used - 50_000 }, h.clock.now()),
      );
    const rows = await written();
    expect(await atOnce(100_000, wallets)).toBeUndefined();
    expect(await written()).toBe(rows);
    await expect(
      database.db
        .transaction()
        .execute((trx) => userTransfer(h.money, trx, ada, bayo, { amount: 100_000 }, h.clock.now())),
    ).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    await expectLedgerSound(database.db);
  });

  describe('to a bank', () => {
    // Someone with the day's limit untouched.
    let chidi: Person;
    beforeAll(async () => {
      chidi = await h.user('Chidi');
      await fundFromBank(chidi, 1_000_000);
    });
    const target = {
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: nuban('058', '000000100'),
      accountName: 'Ngozi Obi',
    };
    const readSender = async () => ({ from: (await readWallets(database.db, [chidi.id])).get(chidi.id)! });
    const heldOf = async () =>
      kobo(
        (
          await database.db
            .selectFrom('wallets')
            .select('held')
            .where('userId', '=', chidi.id)
            .executeTakeFirstOrThrow()
        ).held,
      );
    const toBank = (amount: number, wallets: Awaited<ReturnType<typeof readSender>>) =>
      bankTransferAtOnce(h.money, database.db, chidi, target, { amount }, h.clock.now(), () => [], wallets);

    it('holds amount + fee and queues the job, in one statement', async () => {
      const held = await heldOf();
      const debit = await toBank(100_000, await readSender());
      expect(debit).toMatchObject({ status: 'pending', holdStatus: 'open' });
      const total = 100_000 + kobo(debit!.fee);
      expect(kobo(debit!.holdAmount)).toBe(total);
      expect(await heldOf()).toBe(held + total);
      const jobs = await database.db
        .selectFrom('jobs')
        .select('kind')
        .where('subjectId', '=', debit!.id)
        .execute();
      expect(jobs).toEqual([{ kind: BANK_TRANSFER_JOB }]);
      await expectLedgerSound(database.db);
    });

    it('settles a confirmed transfer in one statement, and refuses a row settled since it was read', async () => {
      const pending = await database.db
        .transaction()
        .execute((trx) => bankTransfer(h.money, trx, chidi, target, { amount: 50_000 }, h.clock.now()));
      const wallet = (await readWallets(database.db, [chidi.id])).get(chidi.id)!;
      const accounts = await settleAccounts(database.db, floatAccountCode(h.money.provider.name));
      const posting = { kind: 'bank_transfer', description: `Bank transfer ${pending.reference}` };
      const settle = () =>
        settleHeldDebitAtOnce(database.db, pending, wallet.accountId, accounts, posting, h.clock.now(), {
          notices: [],
        });
      expect(await settle()).toEqual(expect.any(String));
      const row = await database.db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', pending.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'completed', holdStatus: 'posted' });
      const total = kobo(pending.amount) + kobo(pending.fee);
      expect(kobo(row.balanceAfter!)).toBe(wallet.balance - total);
      expect([await balanceOf(chidi.id), await heldOf()]).toEqual([
        wallet.balance - total,
        wallet.held - total,
      ]);
      // The same confirmation again, with the row as it was read then: nothing more moves.
      const rows = await written();
      expect(await settle()).toBeUndefined();
      expect([await written(), await balanceOf(chidi.id)]).toEqual([rows, wallet.balance - total]);
      await expectLedgerSound(database.db);
    });

    it('writes nothing when the funds it was read with are held or spent since', async () => {
      const wallets = await readSender();
      await database.db
        .transaction()
        .execute((trx) =>
          bankTransfer(
            h.money,
            trx,
            chidi,
            target,
            { amount: wallets.from.available - 20_000 },
            h.clock.now(),
          ),
        );
      const [rows, held] = [await written(), await heldOf()];
      expect(await toBank(100_000, wallets)).toBeUndefined();
      expect([await written(), await heldOf()]).toEqual([rows, held]);
      await expectLedgerSound(database.db);
    });
  });
});
