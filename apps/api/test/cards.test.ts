import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeCard,
  cardMoney,
  cardOf,
  createCardWith,
  newCard,
  quote,
  quoteId,
  statementOf,
} from './support/cards';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, PIN, walletOf } from './support/money';
import { startServer, type TestServer } from './support/server';

/** The sandbox's rates, kobo per dollar. */
const BUY = 165_000;
const SELL = 160_000;

describe.each(DATABASE_KINDS)('dollar cards on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;

  /** A funded user of tier 3 (the card tests move more in a day than tier 1 allows). */
  async function funded(name: string, amount = 50_000_000): Promise<MoneyUser> {
    const person = await moneyUser(server, name);
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', person.id).execute();
    expect((await fund(server, person.accountNumber, amount)).status).toBe(201);
    return person;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    user = await funded('Amara');
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('a dollar card needs Tier 2: a Tier 1 quote or card is refused saying so, until the tier rises', async () => {
    const newcomer = await moneyUser(server, 'Ngozi');
    expect((await fund(server, newcomer.accountNumber, 2_000_000)).status).toBe(201);
    const refused = await quote(newcomer, 'card_create', 500);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'TIER_REQUIRED' });
    expect(refused.body.message).toMatch(/needs Tier 2.*Settings, Tier Limits/);
    const upgraded = await newcomer.browser.post('/api/v1/tiers/upgrade', {
      tier: 2,
      bvn: '22222222222',
      dateOfBirth: '1990-04-12',
    });
    expect(upgraded.body.data.status).toBe('approved');
    const allowed = await quote(newcomer, 'card_create', 500);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
  });

  it('quotes the naira side at the buy rate: creation fee, 1% funding fee, total, held 60 s', async () => {
    const before = Date.now();
    const res = await quote(user, 'card_create', 1_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ngn = (1_000 * BUY) / 100;
    expect(res.body.data).toMatchObject({
      purpose: 'card_create',
      cardId: null,
      usdAmount: 1_000,
      ngnAmount: ngn,
      fee: 200_000 + ngn / 100,
      total: ngn + 200_000 + ngn / 100,
      koboPerUsd: BUY,
    });
    const hold = Date.parse(res.body.data.expiresAt) - before;
    expect(hold).toBeGreaterThan(59_000);
    expect(hold).toBeLessThan(61_000);
    // The funding fee is at least ₦100.
    const small = await quote(user, 'card_create', 500);
    expect(small.body.data.fee).toBe(200_000 + 10_000);
  });

  it('refuses a first funding under $5 and a card purpose without a card (422)', async () => {
    const under = await quote(user, 'card_create', 499);
    expect(under.status).toBe(422);
    expect(under.body.errors.usdAmount[0]).toMatch(/at least \$5\.00/);
    expect((await quote(user, 'card_fund', 1_000)).status).toBe(422);
  });

  it('creates an active card: the quote’s total leaves the wallet, the dollars land on the card', async () => {
    const before = await walletOf(user);
    const id = await quoteId(user, 'card_create', 1_000);
    const res = await createCardWith(user, { quoteId: id, label: 'Netflix card' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = res.body.data;
    expect(card).toMatchObject({
      label: 'Netflix card',
      brand: 'visa',
      status: 'active',
      balance: 1_000,
      currency: 'USD',
    });
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(card.billingAddress.country).toBe('US');
    const total = 1_650_000 + 200_000 + 16_500;
    const after = await walletOf(user);
    expect(after.balance).toBe(before.balance - total);
    expect(after.availableBalance).toBe(after.balance);
    const history = await user.browser.get('/api/v1/transactions?type=card');
    const row = history.body.data.transactions[0];
    expect(row).toMatchObject({
      type: 'card',
      direction: 'debit',
      amount: 1_650_000,
      fee: 216_500,
      status: 'completed',
      narration: 'Card creation',
      counterparty: { name: `Dollar card ····${card.last4}` },
    });
    const receipt = await user.browser.get(`/api/v1/transactions/${row.reference}`);
    expect(receipt.body.data).toMatchObject({
      total,
      card: {
        cardId: card.id,
        label: 'Netflix card',
        last4: card.last4,
        kind: 'create',
        usdAmount: 1_000,
        koboPerUsd: BUY,
      },
    });
    expect(await statementOf(user, card.id)).toMatchObject([
      { type: 'funding', amount: 1_000, status: 'completed' },
    ]);
    expect((await cardOf(user, card.id)).balance).toBe(1_000);
    await expectLedgerSound(database.db);
  });

  it('funds a card at the quote’s rate and counts the naira against the daily limit', async () => {
    const cardId = await activeCard(user);
    const before = await walletOf(user);
    const res = await cardMoney(user, cardId, 'fund', 2_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.card.balance).toBe(3_000);
    expect(res.body.data.transaction).toMatchObject({
      type: 'card',
      amount: 3_300_000,
      fee: 33_000,
      status: 'completed',
      narration: 'Card funding $20.00',
    });
    const after = await walletOf(user);
    expect(after.balance).toBe(before.balance - 3_333_000);
    expect(after.limits.usedToday).toBe(before.limits.usedToday + 3_333_000);
    await expectLedgerSound(database.db);
  });

  it('refuses an expired quote with 409 QUOTE_EXPIRED, and a used one, never re-pricing it', async () => {
    const person = await funded('Efe');
    const id = await quoteId(person, 'card_create', 600);
    server.clock.advance(61_000);
    const before = await walletOf(person);
    const expired = await createCardWith(person, { quoteId: id });
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('QUOTE_EXPIRED');
    expect(expired.body.message).toMatch(/expired/);
    expect(await walletOf(person)).toEqual(before);

    const cardId = await activeCard(person);
    const fundQuote = await quoteId(person, 'card_fund', 100, cardId);
    const fundWith = () =>
      person.browser.post(
        `/api/v1/cards/${cardId}/fund`,
        { quoteId: fundQuote, pin: PIN },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    expect((await fundWith()).status).toBe(201);
    const again = await fundWith();
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('QUOTE_EXPIRED');
    expect(again.body.message).toMatch(/already used/);
  });

  it('refuses a third card that is not terminated (422 CARD_LIMIT_REACHED), at the quote and at creation', async () => {
    const person = await funded('Bayo');
    await activeCard(person);
    const second = await quoteId(person, 'card_create', 500);
    const third = await quoteId(person, 'card_create', 500);
    expect((await createCardWith(person, { quoteId: second })).status).toBe(201);
    const refused = await createCardWith(person, { quoteId: third });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('CARD_LIMIT_REACHED');
    const quoted = await quote(person, 'card_create', 500);
    expect(quoted.status).toBe(422);
    expect(quoted.body.code).toBe('CARD_LIMIT_REACHED');
  });

  it('a creation the issuer refuses is failed and the money is back (SANDBOX-FAIL)', async () => {
    const person = await funded('Femi');
    const before = await walletOf(person);
    const res = await newCard(person, 700, 'SANDBOX-FAIL test');
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('failed');
    expect(res.body.data.failureReason).toMatch(/declined/);
    expect(await walletOf(person)).toEqual(before);
    const inbox = await person.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications[0].title).toBe('Your dollar card could not be created');
    await expectLedgerSound(database.db);
  });

  it('a late creation is pending with the money held, then active by the requery job', async () => {
    const person = await funded('Chioma');
    const before = await walletOf(person);
    const res = await newCard(person, 800, 'SANDBOX-LATE');
    expect(res.body.data.status).toBe('pending');
    const held = await walletOf(person);
    expect(held.balance).toBe(before.balance);
    expect(held.availableBalance).toBeLessThan(before.availableBalance);
    server.clock.advance(2_000);
    let card = await cardOf(person, res.body.data.id);
    for (let i = 0; i < 200 && card.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      card = await cardOf(person, res.body.data.id);
    }
    expect(card).toMatchObject({ status: 'active', balance: 800 });
    const after = await walletOf(person);
    expect(after.balance).toBe(held.availableBalance);
    await expectLedgerSound(database.db);
  });

  it('withdraws to the wallet at the sell rate, free, and refuses more than the card holds', async () => {
    const person = await funded('Gbenga');
    const cardId = await activeCard(person, 2_000);
    const before = await walletOf(person);
    const res = await cardMoney(person, cardId, 'withdraw', 500);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.card.balance).toBe(1_500);
    expect(res.body.data.transaction).toMatchObject({
      type: 'card',
      direction: 'credit',
      amount: (500 * SELL) / 100,
      fee: 0,
      status: 'completed',
      narration: 'Card withdrawal $5.00',
    });
    expect((await walletOf(person)).balance).toBe(before.balance + (500 * SELL) / 100);
    const tooMuch = await quote(person, 'card_withdraw', 1_501, cardId);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await statementOf(person, cardId)).map((t) => t.type)).toEqual(['withdrawal', 'funding']);
    await expectLedgerSound(database.db);
  });

  it('freezes without a PIN, unfreezes with one; a wrong PIN counts toward the lock', async () => {
    const person = await funded('Halima');
    const cardId = await activeCard(person);
    const frozen = await person.browser.post(`/api/v1/cards/${cardId}/freeze`);
    expect(frozen.status).toBe(200);
    expect(frozen.body.data.status).toBe('frozen');
    const wrong = await person.browser.post(`/api/v1/cards/${cardId}/unfreeze`, { pin: '0000' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVALID_PIN');
    expect(wrong.body.message).toMatch(/4 attempts left/);
    expect((await cardOf(person, cardId)).status).toBe('frozen');
    const unfrozen = await person.browser.post(`/api/v1/cards/${cardId}/unfreeze`, { pin: PIN });
    expect(unfrozen.status).toBe(200);
    expect(unfrozen.body.data.status).toBe('active');
  });

  it('terminate returns the balance to the wallet at the sell rate; the card can never be used again', async () => {
    const person = await funded('Ife');
    const cardId = await activeCard(person, 1_234);
    const before = await walletOf(person);
    const key = randomUUID();
    const terminate = () =>
      person.browser.post(
        `/api/v1/cards/${cardId}/terminate`,
        { pin: PIN },
        { headers: { 'idempotency-key': key } },
      );
    const res = await terminate();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ngn = Math.floor((1_234 * SELL) / 100);
    expect(res.body.data.card).toMatchObject({ status: 'terminated', balance: 0 });
    expect(res.body.data.transaction).toMatchObject({
      direction: 'credit',
      amount: ngn,
      narration: 'Card termination $12.34',
    });
    expect((await walletOf(person)).balance).toBe(before.balance + ngn);
    // The same key replays the answer; nothing moves twice.
    const replay = await terminate();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await walletOf(person)).balance).toBe(before.balance + ngn);

    for (const refused of [
      await quote(person, 'card_fund', 500, cardId),
      await person.browser.post(`/api/v1/cards/${cardId}/freeze`),
      await person.browser.post(`/api/v1/cards/${cardId}/unfreeze`, { pin: PIN }),
      await person.browser.post(`/api/v1/cards/${cardId}/reveal`, { pin: PIN }),
      await person.browser.post(
        `/api/v1/cards/${cardId}/terminate`,
        { pin: PIN },
        { headers: { 'idempotency-key': randomUUID() } },
      ),
    ]) {
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('CARD_TERMINATED');
    }
    // A terminated card no longer counts toward the limit of two.
    await activeCard(person);
    await activeCard(person);
    await expectLedgerSound(database.db);
  });

  it('terminating an empty card moves nothing (transaction null)', async () => {
    const person = await funded('Jide');
    const cardId = await activeCard(person, 500);
    expect((await cardMoney(person, cardId, 'withdraw', 500)).status).toBe(201);
    const before = await walletOf(person);
    const res = await person.browser.post(
      `/api/v1/cards/${cardId}/terminate`,
      { pin: PIN },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.transaction).toBeNull();
    expect(await walletOf(person)).toEqual(before);
  });

  it('a funding the issuer refuses ($13.13) voids the hold; a late one ($14.14) is pending, then lands', async () => {
    const person = await funded('Kemi');
    const cardId = await activeCard(person);
    const before = await walletOf(person);
    const refused = await cardMoney(person, cardId, 'fund', 1_313);
    expect(refused.status).toBe(201);
    expect(refused.body.data.transaction.status).toBe('failed');
    expect(refused.body.data.card.balance).toBe(1_000);
    expect(await walletOf(person)).toEqual(before);

    const late = await cardMoney(person, cardId, 'fund', 1_414);
    expect(late.body.data.transaction.status).toBe('pending');
    // Termination waits for the issuer: the dollars must not land on a terminated card.
    const waits = await person.browser.post(
      `/api/v1/cards/${cardId}/terminate`,
      { pin: PIN },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(waits.status).toBe(409);
    server.clock.advance(2_000);
    let card = await cardOf(person, cardId);
    for (let i = 0; i < 200 && card.balance === 1_000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      card = await cardOf(person, cardId);
    }
    expect(card.balance).toBe(2_414);
    await expectLedgerSound(database.db);
  });

  it('another user’s card is 404 everywhere', async () => {
    const cardId = (await user.browser.get('/api/v1/cards')).body.data.cards[0].id;
    const other = await funded('Dayo');
    expect((await quote(other, 'card_fund', 500, cardId)).status).toBe(404);
    expect((await other.browser.get(`/api/v1/cards/${cardId}/transactions`)).status).toBe(404);
    expect((await other.browser.post(`/api/v1/cards/${cardId}/freeze`)).status).toBe(404);
    expect((await other.browser.post(`/api/v1/cards/${cardId}/reveal`, { pin: PIN })).status).toBe(404);
    expect(
      (await other.browser.post('/api/v1/dev/card-authorizations', { cardId, amount: 100, merchant: 'X' }))
        .status,
    ).toBe(404);
    expect((await other.browser.get('/api/v1/cards')).body.data.cards).toEqual([]);
    const otherCard = await activeCard(other);
    const otherQuote = await quoteId(other, 'card_fund', 500, otherCard);
    const fundTheirs = await other.browser.post(
      `/api/v1/cards/${cardId}/fund`,
      { quoteId: otherQuote, pin: PIN },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(fundTheirs.status).toBe(404);
  });
});
