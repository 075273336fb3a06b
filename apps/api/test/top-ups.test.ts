import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { CARDS, savedCard, topUp } from './support/bank-cards';
import { expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { mailbox } from './support/flows';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, waitUntil, walletOf } from './support/money';
import { startServer, type TestServer, testConfig } from './support/server';

/** What an account's entries add up to (credits - debits), read from the ledger. */
async function systemBalance(db: Db, code: string): Promise<number> {
  const row = await sql<{ net: string | number }>`
    select coalesce(sum(case when e.direction = 'credit' then e.amount else -e.amount end), 0) as net
    from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = ${code}`.execute(db);
  return Number(row.rows[0]?.net ?? 0);
}

async function topUpsOf(user: MoneyUser) {
  const res = await user.browser.get('/api/v1/transactions?type=topup');
  expect(res.status).toBe(200);
  return res.body.data.transactions as {
    reference: string;
    status: string;
    amount: number;
    failureReason: string | null;
  }[];
}

// The first requery of a pending top-up waits a minute: tests move the clock when they want it.
const REQUERY_AFTER_MS = 60_000;

describe.each(DATABASE_KINDS)('top-ups from a saved card on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db, {
      money: { ...testConfig().money, topUpRequeryAfterMs: REQUERY_AFTER_MS },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('credits the amount, charges the card amount + fee, and posts the fee to fee revenue', async () => {
    const ada = await moneyUser(server, 'Ada');
    const card = await savedCard(ada, CARDS.approved);
    const feesBefore = await systemBalance(database.db, 'system:fees');
    const res = await topUp(ada, card.id, 1_000_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Money added to your wallet');
    expect(res.body.data).toMatchObject({
      type: 'topup',
      direction: 'credit',
      amount: 1_000_000,
      fee: 10_000,
      status: 'completed',
      counterparty: { name: 'Visa •••• 4081', bankName: 'Sandbox Bank' },
    });
    expect((await walletOf(ada)).balance).toBe(1_000_000);
    expect(await systemBalance(database.db, 'system:fees')).toBe(feesBefore + 10_000);
    expect(await systemBalance(database.db, 'system:float:sandbox-cards')).toBeLessThan(0);
    const charged = await database.db
      .selectFrom('sandboxProcessorCharges')
      .select('amount')
      .where('reference', '=', res.body.data.reference)
      .executeTakeFirstOrThrow();
    expect(Number(charged.amount)).toBe(1_010_000);
    const inbox = await ada.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications[0].title).toBe('₦10,000.00 added from your card');
    await expect
      .poll(async () => (await mailbox(server, ada.email)).map((m) => m.subject))
      .toContain('Owo credit alert: ₦10,000.00');
    await expectLedgerSound(database.db);
  });

  it('replays the first answer under the same key, and ten at once under one key credit once', async () => {
    const bola = await moneyUser(server, 'Bola');
    const card = await savedCard(bola, CARDS.approved);
    const first = await topUp(bola, card.id, 200_000, { key: 'top-up-replay' });
    expect(first.status).toBe(201);
    const again = await topUp(bola, card.id, 200_000, { key: 'top-up-replay' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const changed = await topUp(bola, card.id, 200_001, { key: 'top-up-replay' });
    expectClientError(changed, 422);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const burst = await Promise.all(
      Array.from({ length: 10 }, () => topUp(bola, card.id, 300_000, { key: 'top-up-burst' })),
    );
    const created = burst.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const res of burst) expect([201, 409]).toContain(res.status);
    expect(new Set(created.map((res) => res.body.data.reference)).size).toBe(1);
    expect((await walletOf(bola)).balance).toBe(500_000);
    expect((await topUpsOf(bola)).map((t) => t.amount).sort()).toEqual([200_000, 300_000]);
    await expectLedgerSound(database.db);
  });

  it('refuses a declined charge with the bank’s reason: nothing moves, and the refusal is not kept under the key', async () => {
    const chidi = await moneyUser(server, 'Chidi');
    const card = await savedCard(chidi, CARDS.chargeDeclined);
    const feesBefore = await systemBalance(database.db, 'system:fees');
    const res = await topUp(chidi, card.id, 500_000, { key: 'declined-once' });
    expectClientError(res, 422);
    expect(res.body).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined: Insufficient funds on the card. Nothing was charged.',
    });
    expect(await walletOf(chidi)).toMatchObject({ balance: 0, availableBalance: 0 });
    expect(await systemBalance(database.db, 'system:fees')).toBe(feesBefore);
    expect(await topUpsOf(chidi)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Insufficient funds on the card' }),
    ]);
    // Nothing moved, so the refusal is not kept: the same key tries the card again.
    const again = await topUp(chidi, card.id, 500_000, { key: 'declined-once' });
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await topUpsOf(chidi)).toHaveLength(2);
    await expectLedgerSound(database.db);
  });

  it('keeps a charge whose answer was lost pending, never credited on a guess, until the requery finds it', async () => {
    const dayo = await moneyUser(server, 'Dayo');
    const card = await savedCard(dayo, CARDS.lostAnswer);
    const res = await topUp(dayo, card.id, 400_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.status).toBe('pending');
    expect(res.body.message).toMatch(/Waiting for your card’s bank/);
    expect((await walletOf(dayo)).balance).toBe(0);
    server.clock.advance(REQUERY_AFTER_MS);
    await waitUntil(async () => (await topUpsOf(dayo))[0]?.status === 'completed', 'the requery to credit');
    expect((await walletOf(dayo)).balance).toBe(400_000);
    await expectLedgerSound(database.db);
  });

  it('sends a charge the processor never received from the job, under the same reference', async () => {
    const ebun = await moneyUser(server, 'Ebun');
    const card = await savedCard(ebun, CARDS.lostAnswer);
    const res = await topUp(ebun, card.id, 150_000);
    expect(res.body.data.status).toBe('pending');
    // As if this process had died between writing the top-up and charging the card.
    await database.db
      .deleteFrom('sandboxProcessorCharges')
      .where('reference', '=', res.body.data.reference)
      .execute();
    server.clock.advance(REQUERY_AFTER_MS);
    await waitUntil(
      async () => (await topUpsOf(ebun))[0]?.status === 'completed',
      'the job to charge and credit',
    );
    const charges = await database.db
      .selectFrom('sandboxProcessorCharges')
      .select('reference')
      .where('reference', '=', res.body.data.reference)
      .execute();
    expect(charges).toHaveLength(1);
    expect((await walletOf(ebun)).balance).toBe(150_000);
  });

  it('refuses a top-up past the tier’s maximum balance before the PIN, naming the limit', async () => {
    const femi = await moneyUser(server, 'Femi');
    const card = await savedCard(femi, CARDS.approved);
    expect((await fund(server, femi.accountNumber, 29_000_000)).status).toBe(201);
    const quote = await femi.browser.post('/api/v1/wallet/top-ups/quote', {
      bankCardId: card.id,
      amount: 2_000_000,
    });
    expectClientError(quote, 422);
    const over = await topUp(femi, card.id, 2_000_000, { pin: '0000' });
    expectClientError(over, 422);
    expect(over.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'This would take the balance past its maximum of ₦300,000.00 (Tier 1).',
    });
    // The wrong PIN was never tried: the right one still has all its attempts.
    const fits = await topUp(femi, card.id, 1_000_000);
    expect(fits.status).toBe(201);
    expect((await walletOf(femi)).balance).toBe(30_000_000);
  });

  it('counts top-ups still pending against the maximum balance', async () => {
    const gbenga = await moneyUser(server, 'Gbenga');
    const lost = await savedCard(gbenga, CARDS.lostAnswer);
    const approved = await savedCard(gbenga, CARDS.approved);
    expect((await fund(server, gbenga.accountNumber, 20_000_000)).status).toBe(201);
    expect((await topUp(gbenga, lost.id, 6_000_000)).body.data.status).toBe('pending');
    const over = await topUp(gbenga, approved.id, 5_000_000);
    expectClientError(over, 422);
    expect(over.body.code).toBe('LIMIT_EXCEEDED');
    expect((await walletOf(gbenga)).balance).toBe(20_000_000);
  });

  it('quotes the fee and what the card pays, and checks the PIN before charging', async () => {
    const hauwa = await moneyUser(server, 'Hauwa');
    const card = await savedCard(hauwa, CARDS.otp);
    const quote = await hauwa.browser.post('/api/v1/wallet/top-ups/quote', {
      bankCardId: card.id,
      amount: 20_000_000,
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      amount: 20_000_000,
      fee: 100_000,
      total: 20_100_000,
      card: { id: card.id, brand: 'verve' },
    });
    const wrongPin = await topUp(hauwa, card.id, 20_000_000, { pin: '1111' });
    expectClientError(wrongPin, 403);
    expect(wrongPin.body.code).toBe('INVALID_PIN');
    const small = await topUp(hauwa, card.id, 9_999);
    expectClientError(small, 422);
    expect(small.body.errors.amount).toContain('The smallest top-up is ₦100');
    const { token } = await database.db
      .selectFrom('bankCards')
      .select('token')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const charges = await database.db
      .selectFrom('sandboxProcessorCharges')
      .select('reference')
      .where('token', '=', token)
      .execute();
    expect(charges).toEqual([]);
    expect(await topUpsOf(hauwa)).toEqual([]);
    expect((await walletOf(hauwa)).balance).toBe(0);
  });
});
