import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIssuerEvent } from '../src/modules/cards/issuer-events';
import { activeCard, cardOf, charge, statementOf } from './support/cards';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, fund, type MoneyUser, moneyUser, PIN, walletOf } from './support/money';
import { startServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('card activity on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  async function funded(name: string): Promise<MoneyUser> {
    const person = await moneyUser(server, name);
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', person.id).execute();
    expect((await fund(server, person.accountNumber, 20_000_000)).status).toBe(201);
    return person;
  }

  async function inbox(person: MoneyUser) {
    const res = await person.browser.get('/api/v1/notifications');
    return res.body.data.notifications as { title: string; body: string }[];
  }

  /** An issuer event, signed as the issuer signs it: the status and the decision answered. */
  async function deliver(event: Record<string, unknown>, secret = server.config.cards.webhookSecret) {
    const raw = JSON.stringify(event);
    const res = await fetch(`${server.url}/api/v1/cards/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-issuer-signature': signIssuerEvent(secret, raw) },
      body: raw,
    });
    const body = (await res.json()) as { data?: { decision: unknown } };
    return { status: res.status, decision: body.data?.decision };
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('an approved charge lowers the balance at once and tells the owner', async () => {
    const person = await funded('Lola');
    const cardId = await activeCard(person, 2_000);
    const res = await charge(person, cardId, 1_299, 'Spotify', 'subscriptions');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ approved: true });
    expect((await cardOf(person, cardId)).balance).toBe(701);
    expect((await statementOf(person, cardId))[0]).toMatchObject({
      type: 'purchase',
      amount: 1_299,
      merchant: 'Spotify',
      status: 'completed',
    });
    expect((await inbox(person))[0]?.title).toMatch(/\$12\.99 at Spotify/);
    await expectLedgerSound(database.db);
  });

  it('declines say why, cost nothing and notify the owner; insufficient funds says to fund the card', async () => {
    const person = await funded('Musa');
    const cardId = await activeCard(person, 1_000);
    const wallet = await walletOf(person);

    const short = await charge(person, cardId, 1_001);
    expect(short.body.data).toEqual({ approved: false, declineReason: 'insufficient_funds' });
    expect((await inbox(person))[0]?.body).toMatch(/Not enough money on the card\. Fund the card/);

    const gambling = await charge(person, cardId, 100, 'Bet9ja', 'gambling');
    expect(gambling.body.data.declineReason).toBe('merchant_not_supported');
    const crypto = await charge(person, cardId, 100, 'Binance', 'crypto');
    expect(crypto.body.data.declineReason).toBe('merchant_not_supported');

    expect((await person.browser.post(`/api/v1/cards/${cardId}/freeze`)).status).toBe(200);
    const frozen = await charge(person, cardId, 100);
    expect(frozen.body.data.declineReason).toBe('card_frozen');
    expect((await inbox(person))[0]?.body).toMatch(/The card is frozen/);
    expect((await person.browser.post(`/api/v1/cards/${cardId}/unfreeze`, { pin: PIN })).status).toBe(200);

    expect(
      (
        await person.browser.post(
          `/api/v1/cards/${cardId}/terminate`,
          { pin: PIN },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).status,
    ).toBe(200);
    const terminated = await charge(person, cardId, 100);
    expect(terminated.body.data.declineReason).toBe('card_terminated');

    const statement = await statementOf(person, cardId);
    expect(statement.filter((t) => t.type === 'decline').map((t) => t.declineReason)).toEqual([
      'card_terminated',
      'card_frozen',
      'merchant_not_supported',
      'merchant_not_supported',
      'insufficient_funds',
    ]);
    // No fee on a decline: nothing left the card but the termination's withdrawal.
    expect(statement.filter((t) => t.type === 'purchase')).toEqual([]);
    expect((await walletOf(person)).balance).toBe(wallet.balance + 1_600_000);
    await expectLedgerSound(database.db);
  });

  it('a merchant’s refund comes back to the card, never more than the charge', async () => {
    const person = await funded('Nneka');
    const cardId = await activeCard(person, 2_000);
    await charge(person, cardId, 1_500, 'Amazon', 'shopping');
    const purchase = (await statementOf(person, cardId))[0];
    const part = await person.browser.post('/api/v1/dev/card-refunds', {
      transactionId: purchase?.id,
      amount: 500,
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data).toMatchObject({ type: 'refund', amount: 500, merchant: 'Amazon' });
    expect((await cardOf(person, cardId)).balance).toBe(1_000);
    const tooMuch = await person.browser.post('/api/v1/dev/card-refunds', {
      transactionId: purchase?.id,
      amount: 1_001,
    });
    expect(tooMuch.status).toBe(422);
    const rest = await person.browser.post('/api/v1/dev/card-refunds', { transactionId: purchase?.id });
    expect(rest.body.data.amount).toBe(1_000);
    expect((await cardOf(person, cardId)).balance).toBe(2_000);
    await expectLedgerSound(database.db);
  });

  it('a terminated card’s refund comes to the wallet in naira at the sell rate', async () => {
    const person = await funded('Obi');
    const cardId = await activeCard(person, 1_000);
    await charge(person, cardId, 1_000, 'Udemy');
    const purchase = (await statementOf(person, cardId))[0];
    await person.browser.post(
      `/api/v1/cards/${cardId}/terminate`,
      { pin: PIN },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const before = await walletOf(person);
    const res = await person.browser.post('/api/v1/dev/card-refunds', { transactionId: purchase?.id });
    expect(res.status).toBe(201);
    expect((await walletOf(person)).balance).toBe(before.balance + 1_600_000);
    expect((await cardOf(person, cardId)).balance).toBe(0);
    const history = await person.browser.get('/api/v1/transactions?type=card');
    expect(history.body.data.transactions[0]).toMatchObject({
      direction: 'credit',
      amount: 1_600_000,
      narration: 'Refund from Udemy $10.00',
    });
    await expectLedgerSound(database.db);
  });

  it('issuer callbacks must be signed, and apply once per event id', async () => {
    const person = await funded('Peju');
    const cardId = await activeCard(person, 1_000);
    const issuerCardId = (
      await database.db
        .selectFrom('cards')
        .select('issuerCardId')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow()
    ).issuerCardId;
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'authorization.request',
      data: {
        authorizationId: randomUUID(),
        issuerCardId,
        amount: 400,
        merchant: 'Apple',
        category: 'general',
      },
    };
    expect((await deliver(event, 'not-the-secret')).status).toBe(401);
    expect((await cardOf(person, cardId)).balance).toBe(1_000);
    expect(await deliver(event)).toEqual({ status: 200, decision: { approved: true } });
    expect(await deliver(event)).toEqual({ status: 200, decision: { approved: true } });
    // The same authorisation asked under a new event id gets the same decision, not a second charge.
    expect(await deliver({ ...event, id: `evt_${randomUUID()}` })).toEqual({
      status: 200,
      decision: { approved: true },
    });
    expect((await cardOf(person, cardId)).balance).toBe(600);

    const refund = {
      id: `evt_${randomUUID()}`,
      type: 'refund',
      data: { authorizationId: event.data.authorizationId, amount: 100 },
    };
    await deliver(refund);
    await deliver(refund);
    expect((await cardOf(person, cardId)).balance).toBe(700);
    await expectLedgerSound(database.db);
  });

  it('a late creation settles by the issuer’s signed callback as well as by the requery', async () => {
    const person = await funded('Rotimi');
    const quote = await person.browser.post('/api/v1/fx/quotes', { purpose: 'card_create', usdAmount: 600 });
    const res = await person.browser.post(
      '/api/v1/cards',
      { quoteId: quote.body.data.id, pin: PIN, label: 'SANDBOX-LATE' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.body.data.status).toBe('pending');
    const callback = await deliver({
      id: `evt_${randomUUID()}`,
      type: 'card.created',
      data: {
        reference: res.body.data.id,
        issuerCardId: 'iss_123',
        last4: '4242',
        expiryMonth: 11,
        expiryYear: 2029,
      },
    });
    expect(callback.status).toBe(200);
    expect(await cardOf(person, res.body.data.id)).toMatchObject({
      status: 'active',
      last4: '4242',
      balance: 600,
    });
    await expectLedgerSound(database.db);
  });
});
