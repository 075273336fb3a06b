import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, purchaseOf, settled } from './support/bills';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, ledgerInvariants, type MoneyUser, moneyUser, PIN, walletOf } from './support/money';
import { startServer, type TestServer } from './support/server';

const airtime = (phone: string, amount = 100_000) => ({
  service: 'airtime',
  biller: 'mtn',
  customerId: phone,
  amount,
  pin: PIN,
});

describe.each(DATABASE_KINDS)('bill payments over HTTP on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    user = await moneyUser(server, 'Bola');
    // Tier 3: this suite buys more in a day than tier 1's ₦50,000 allows.
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', user.id).execute();
    expect((await fund(server, user.accountNumber, 20_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Pays, checks the status answered, and returns the purchase with the wallet before and after. */
  async function buy(body: Record<string, unknown>, status: string) {
    const before = await walletOf(user);
    const res = await pay(user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.status).toBe(status);
    return { purchase: res.body.data, before, after: await walletOf(user) };
  }

  it('08011111111: airtime completed at once, the hold posted', async () => {
    const { purchase, before, after } = await buy(airtime('08011111111'), 'completed');
    expect(purchase).toMatchObject({ service: 'airtime', billerName: 'MTN', amount: 100_000, fee: 0 });
    expect(after.balance).toBe(before.balance - 100_000);
    expect(after.availableBalance).toBe(after.balance);
  });

  it('08022222222: pending with the money held, then completed by a requery', async () => {
    const { purchase, before, after } = await buy(airtime('08022222222'), 'pending');
    expect(after.balance).toBe(before.balance);
    expect(after.availableBalance).toBe(before.availableBalance - 100_000);
    expect((await settled(user, purchase.reference)).status).toBe('completed');
    const done = await walletOf(user);
    expect(done.balance).toBe(before.balance - 100_000);
    expect(done.availableBalance).toBe(done.balance);
    const inbox = await user.browser.get('/api/v1/notifications');
    expect(inbox.body.data.notifications.map((n: { body: string }) => n.body).join('\n')).toContain(
      purchase.reference,
    );
  });

  it('08033333333: failed, the hold voided and the money back', async () => {
    const { purchase, before, after } = await buy(airtime('08033333333'), 'failed');
    expect(purchase.failureReason).toMatch(/could not deliver/);
    expect(after).toEqual(before);
  });

  it('08044444444: no answer is pending, never failed, then resolved by a requery', async () => {
    const { purchase, before, after } = await buy(airtime('08044444444', 5_000), 'pending');
    expect(after.availableBalance).toBe(before.availableBalance - 5_000);
    expect((await settled(user, purchase.reference)).status).toBe('completed');
    expect((await walletOf(user)).balance).toBe(before.balance - 5_000);
  });

  it('a data bundle costs its listed price', async () => {
    const { purchase, before, after } = await buy(
      {
        service: 'mobile-data',
        biller: 'airtel',
        customerId: '08011111111',
        productId: 'airtel-2gb-30d',
        pin: PIN,
      },
      'completed',
    );
    expect(purchase).toMatchObject({ amount: 150_000, productName: 'Airtel 2GB' });
    expect(after.balance).toBe(before.balance - 150_000);
  });

  it('meter 1111111111111 (prepaid): a 20-digit token; 1010101010101 (postpaid): paid, no token', async () => {
    const prepaid = await buy(
      {
        service: 'electricity',
        biller: 'ikeja-electric',
        customerId: '1111111111111',
        meterType: 'prepaid',
        amount: 500_000,
        pin: PIN,
      },
      'completed',
    );
    expect(prepaid.purchase.delivery.token.replace(/-/g, '')).toMatch(/^\d{20}$/);
    expect(prepaid.purchase.customerName).toMatch(/\w/);
    expect(prepaid.after.balance).toBe(prepaid.before.balance - 500_000);
    const postpaid = await buy(
      {
        service: 'electricity',
        biller: 'eko-electric',
        customerId: '1010101010101',
        meterType: 'postpaid',
        amount: 300_000,
        pin: PIN,
      },
      'completed',
    );
    expect(postpaid.purchase.delivery.token).toBeUndefined();
  });

  it('smartcard 1212121212 renews a bouquet; betting 1234567 is funded; JAMB 0123456789 gets a PIN', async () => {
    const tv = await buy(
      { service: 'cable-tv', biller: 'dstv', customerId: '1212121212', productId: 'dstv-compact', pin: PIN },
      'completed',
    );
    expect(tv.after.balance).toBe(tv.before.balance - 1_900_000);
    const bet = await buy(
      { service: 'betting', biller: 'bet9ja', customerId: '1234567', amount: 200_000, pin: PIN },
      'completed',
    );
    expect(bet.after.balance).toBe(bet.before.balance - 200_000);
    const jamb = await buy(
      { service: 'education', biller: 'jamb', customerId: '0123456789', productId: 'jamb-utme', pin: PIN },
      'completed',
    );
    expect(jamb.purchase.delivery.pins[0]).toMatch(/^\d{12}$/);
    expect(jamb.after.balance).toBe(jamb.before.balance - 770_000);
  });

  it('a gift card bought is delivered as a code', async () => {
    const card = await buy(
      {
        service: 'giftcards',
        biller: 'amazon',
        customerId: 'ada@example.com',
        productId: 'amazon-25',
        pin: PIN,
      },
      'completed',
    );
    expect(card.purchase.delivery.giftCardCode).toMatch(/^\d{4}(-\d{4}){3}$/);
    expect(card.after.balance).toBe(card.before.balance - 25 * 160_000);
  });

  it('an id of all zeros is 422 INVALID_CUSTOMER, nothing held, and the key stays usable', async () => {
    const before = await walletOf(user);
    const key = crypto.randomUUID();
    const res = await pay(user, airtime('00000000000'), key);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVALID_CUSTOMER');
    expect(await walletOf(user)).toEqual(before);
    // The refusal was not stored: the corrected purchase may use the same key.
    const corrected = await pay(user, airtime('08011111111'), key);
    expect(corrected.status).toBe(201);
    expect(corrected.body.data.status).toBe('completed');
  });

  it('applies the transfer rules: key required, wrong PIN, insufficient funds, replays', async () => {
    expect((await pay(user, airtime('08011111111'), null)).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const wrong = await pay(user, { ...airtime('08011111111'), pin: '0000' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVALID_PIN');
    const poor = await moneyUser(server, 'Tobi');
    const broke = await pay(poor, airtime('08011111111'));
    expect(broke.status).toBe(422);
    expect(broke.body.code).toBe('INSUFFICIENT_FUNDS');
    const key = crypto.randomUUID();
    const first = await pay(user, airtime('08011111111', 6_000), key);
    const again = await pay(user, airtime('08011111111', 6_000), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.reference).toBe(first.body.data.reference);
    const small = await pay(user, airtime('08011111111', 4_000));
    expect(small.status).toBe(422);
    expect(small.body.message).toBe('Minimum airtime is ₦50');
  });

  it('sells a gift card: SANDBOX-APPROVE is paid out after review, SANDBOX-REJECT is not', async () => {
    const rate = (await user.browser.get('/api/v1/bills/giftcards/billers/steam/products')).body.data.rate
      .sell.koboPerUsd;
    const sell = (cardCode: string) =>
      user.browser.post(
        '/api/v1/giftcards/sales',
        { brand: 'steam', valueUsd: 5_000, cardCode, quotedAmount: 50 * rate },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
    const before = await walletOf(user);
    const approved = await sell('SANDBOX-APPROVE');
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.data).toMatchObject({ status: 'pending', cardCodeLast4: 'ROVE' });
    const rejected = await sell('SANDBOX-REJECT');
    const statusOf = async (reference: string) =>
      (await user.browser.get(`/api/v1/transactions/${reference}`)).body.data.status as string;
    await (await import('./support/money')).waitUntil(
      async () =>
        (await statusOf(approved.body.data.reference)) === 'completed' &&
        (await statusOf(rejected.body.data.reference)) === 'failed',
      'the reviews',
    );
    expect((await walletOf(user)).balance).toBe(before.balance + 50 * rate);
    const stale = await user.browser.post(
      '/api/v1/giftcards/sales',
      { brand: 'steam', valueUsd: 5_000, cardCode: 'ABCDEF123', quotedAmount: 50 * rate + 100 },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(stale.status).toBe(422);
  });

  it('keeps the ledger whole: debits = credits, balances = entries, no hold left open', async () => {
    const inv = await ledgerInvariants(database.db);
    expect(inv.debits).toBe(inv.credits);
    expect(inv.unbalancedPostings).toBe(0);
    for (const wallet of inv.wallets) {
      expect(wallet.balance).toBe(wallet.fromEntries);
      expect(wallet.held).toBe(wallet.openHolds);
    }
    expect(
      (await purchaseOf(user, (await pay(user, airtime('08011111111', 5_000))).body.data.reference)).status,
    ).toBe('completed');
  });
});
