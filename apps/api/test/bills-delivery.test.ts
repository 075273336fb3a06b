import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, pay, settled } from './support/bills';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { mailbox } from './support/flows';
import { fund, type MoneyUser, moneyUser, PIN, waitUntil } from './support/money';
import { startServer, type TestServer, testConfig } from './support/server';

/** Late answers take a minute here: a purchase completes late when the clock is moved on, or by a webhook. */
const LATE_MS = 60_000;

const electricity = {
  service: 'electricity',
  biller: 'ikeja-electric',
  customerId: '1111111111111',
  meterType: 'prepaid',
  amount: 500_000,
  pin: PIN,
};
const lateAirtime = {
  service: 'airtime',
  biller: 'mtn',
  customerId: '08022222222',
  amount: 10_000,
  pin: PIN,
};

describe.each(DATABASE_KINDS)('what a purchase delivered, kept on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: MoneyUser;
  let stranger: MoneyUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db, { bills: { ...testConfig().bills, sandboxLateMs: LATE_MS } });
    user = await moneyUser(server, 'Ngozi');
    stranger = await moneyUser(server, 'Sani');
    // Tier 3: this suite buys more in a day than tier 1's ₦50,000 allows.
    await database.db.updateTable('wallets').set({ tier: 3 }).where('userId', '=', user.id).execute();
    expect((await fund(server, user.accountNumber, 20_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function buy(body: Record<string, unknown>, status = 'completed') {
    const res = await pay(user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.status).toBe(status);
    return res.body.data as {
      reference: string;
      delivery: { token: string; units: string; pins: string[]; giftCardCode: string };
    };
  }
  /** The receipt emails of one purchase in the user's dev mailbox. */
  const receiptsOf = async (reference: string) =>
    (await mailbox(server, user.email)).filter(
      (message) => message.subject.startsWith('Your Owo receipt') && message.text.includes(reference),
    );
  /** Waits for a purchase's receipt email, then a while longer: there is exactly one, and it is returned. */
  async function theOneReceipt(reference: string) {
    await waitUntil(async () => (await receiptsOf(reference)).length > 0, `the receipt of ${reference}`);
    // Many worker rounds (50 ms apart) later, still one.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const receipts = await receiptsOf(reference);
    expect(receipts).toHaveLength(1);
    return receipts[0]!;
  }

  it("an electricity purchase's receipt carries the token and units, for its owner only", async () => {
    const { reference, delivery } = await buy(electricity);
    expect(delivery.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    const receipt = await user.browser.get(`/api/v1/transactions/${reference}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.delivery).toEqual({ token: delivery.token, units: delivery.units });
    expect(receipt.body.data.bill).toEqual({
      service: 'electricity',
      billerName: 'Ikeja Electric (IE)',
      customerId: '1111111111111',
      customerName: expect.any(String),
      productName: null,
      meterType: 'prepaid',
    });

    const other = await stranger.browser.get(`/api/v1/transactions/${reference}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(delivery.token);
    const list = await user.browser.get(`/api/v1/transactions?q=${reference}`);
    expect(list.body.data.transactions).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(delivery.token);
  });

  it('an exam e-PIN and a gift-card code are on the receipt too; a pending purchase has no delivery yet', async () => {
    const jamb = await buy({
      service: 'education',
      biller: 'jamb',
      customerId: '0123456789',
      productId: 'jamb-utme',
      pin: PIN,
    });
    const card = await buy({
      service: 'giftcards',
      biller: 'amazon',
      customerId: 'ada@example.com',
      productId: 'amazon-25',
      pin: PIN,
    });
    const detail = async (reference: string) =>
      (await user.browser.get(`/api/v1/transactions/${reference}`)).body.data;
    expect((await detail(jamb.reference)).delivery).toEqual({ pins: jamb.delivery.pins });
    expect((await detail(card.reference)).delivery).toEqual({ giftCardCode: card.delivery.giftCardCode });
    const pending = await buy(lateAirtime, 'pending');
    const open = await detail(pending.reference);
    expect(open.bill).toMatchObject({ service: 'airtime', customerId: '08022222222' });
    expect(open).not.toHaveProperty('delivery');
    // Settled by a webhook so no purchase is left pending for the tests below.
    await deliverWebhook(server, {
      id: `evt_${pending.reference}`,
      type: 'purchase.failed',
      data: { reference: pending.reference, providerReference: `SBX-${pending.reference}`, reason: 'Down' },
    });
  });

  it('the receipt email carries the token and units, the e-PIN and the gift-card code, once each', async () => {
    const power = await buy(electricity);
    const mail = await theOneReceipt(power.reference);
    expect(mail.subject).not.toContain(power.delivery.token);
    expect(mail.text).toContain(`Electricity token: ${power.delivery.token}`);
    expect(mail.text).toContain(`Units: ${power.delivery.units}`);
    expect(mail.text).toContain('Meter number: 1111111111111');
    expect(mail.text).toContain('Your payment for Ikeja Electric (IE) was successful.');
    expect(mail.code).toBeNull();
    // Nothing secret beyond what was bought: not the PIN (what is left once the token and reference go).
    expect(mail.text.replace(power.delivery.token, '').replace(power.reference, '')).not.toContain(PIN);

    const jamb = await buy({
      service: 'education',
      biller: 'jamb',
      customerId: '0123456789',
      productId: 'jamb-utme',
      pin: PIN,
    });
    expect((await theOneReceipt(jamb.reference)).text).toContain(`e-PIN: ${jamb.delivery.pins[0]}`);
    const card = await buy({
      service: 'giftcards',
      biller: 'amazon',
      customerId: 'ada@example.com',
      productId: 'amazon-25',
      pin: PIN,
    });
    expect((await theOneReceipt(card.reference)).text).toContain(
      `Gift card code: ${card.delivery.giftCardCode}`,
    );
  });

  it('a purchase that completes late (08022222222, by a requery) gets one receipt, and only then', async () => {
    const { reference } = await buy(lateAirtime, 'pending');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await receiptsOf(reference)).toHaveLength(0);
    server.clock.advance(LATE_MS);
    expect((await settled(user, reference)).status).toBe('completed');
    expect((await theOneReceipt(reference)).text).toContain('Phone number: 08022222222');
  });

  it('a purchase completed by a webhook delivered twice gets one receipt with its token', async () => {
    const { reference } = await buy(lateAirtime, 'pending');
    const event = {
      id: `evt_done_${reference}`,
      type: 'purchase.completed',
      data: {
        reference,
        providerReference: `SBX-${reference}`,
        delivery: { token: '1234-5678-9012-3456-7890', units: '12.5 kWh' },
      },
    };
    expect((await deliverWebhook(server, event)).status).toBe(200);
    expect((await deliverWebhook(server, { ...event, id: `${event.id}_again` })).status).toBe(200);
    expect((await theOneReceipt(reference)).text).toContain('Electricity token: 1234-5678-9012-3456-7890');
  });

  it('a failed purchase sends no receipt', async () => {
    const { reference } = await buy({ ...lateAirtime, customerId: '08033333333' }, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await receiptsOf(reference)).toHaveLength(0);
  });
});
