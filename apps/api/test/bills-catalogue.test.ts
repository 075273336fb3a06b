import { BILL_SERVICES } from '@owo/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { signIn, verifiedAccount } from './support/flows';
import { startServer, type TestServer } from './support/server';

describe.each(DATABASE_KINDS)('bills catalogue and customer lookup on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let user: Browser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    user = await signIn(server, (await verifiedAccount(server)).email);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const validate = (body: Record<string, unknown>) => user.post('/api/v1/bills/validate', body);

  it('lists the seven services with their billers, eleven DisCos among them', async () => {
    const res = await user.get('/api/v1/bills/services');
    expect(res.status).toBe(200);
    const services = res.body.data.services as { id: string; billers: { id: string }[] }[];
    expect(services.map((s) => s.id)).toEqual([...BILL_SERVICES]);
    const byId = Object.fromEntries(services.map((s) => [s.id, s.billers.map((b) => b.id)]));
    expect(byId.airtime).toEqual(['mtn', 'airtel', 'glo', '9mobile']);
    expect(byId['cable-tv']).toEqual(['dstv', 'gotv', 'startimes']);
    expect(byId.electricity).toHaveLength(11);
    expect(byId.education).toEqual(['waec', 'neco', 'jamb']);
  });

  it('prices data bundles per network in kobo, with their validity', async () => {
    const res = await user.get('/api/v1/bills/mobile-data/billers/glo/products');
    expect(res.status).toBe(200);
    const [first] = res.body.data.products;
    expect(first).toEqual({
      id: 'glo-500mb-7d',
      name: 'Glo 500MB',
      amount: 45_000,
      validity: '7 days',
    });
  });

  it('prices gift cards in dollars with the naira amount at a rate held 60 s', async () => {
    const res = await user.get('/api/v1/bills/giftcards/billers/amazon/products');
    const { products, rate } = res.body.data;
    expect(products[0]).toMatchObject({ faceValueUsd: 1_000, amount: 10 * rate.buy.koboPerUsd });
    const held = Date.parse(rate.buy.expiresAt) - server.clock.now().getTime();
    expect(held).toBeGreaterThan(55_000);
    expect(held).toBeLessThanOrEqual(60_000);
  });

  it('refuses a biller the service does not have', async () => {
    expectClientError(await user.get('/api/v1/bills/cable-tv/billers/mtn/products'), 422);
    expectClientError(await user.get('/api/v1/bills/groceries/billers/mtn/products'), 400);
  });

  it('finds the sandbox smartcard with its current bouquet', async () => {
    const res = await validate({ service: 'cable-tv', biller: 'dstv', customerId: '1212121212' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      customerId: '1212121212',
      customerName: expect.any(String),
      currentBouquet: 'DStv Compact',
    });
  });

  it('finds the prepaid and postpaid sandbox meters with name and address', async () => {
    const prepaid = await validate({
      service: 'electricity',
      biller: 'ikeja-electric',
      customerId: '1111111111111',
      meterType: 'prepaid',
    });
    expect(prepaid.body.data).toMatchObject({ meterType: 'prepaid', address: expect.any(String) });
    const postpaid = await validate({
      service: 'electricity',
      biller: 'eko-electric',
      customerId: '1010101010101',
      meterType: 'postpaid',
    });
    expect(postpaid.body.data).toMatchObject({ meterType: 'postpaid', outstanding: expect.any(Number) });
    const wrongType = await validate({
      service: 'electricity',
      biller: 'eko-electric',
      customerId: '1010101010101',
      meterType: 'prepaid',
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body).toMatchObject({
      code: 'INVALID_CUSTOMER',
      message: 'Meter 1010101010101 is a postpaid meter.',
    });
  });

  it('finds the betting customer and the JAMB candidate', async () => {
    const betting = await validate({ service: 'betting', biller: 'bet9ja', customerId: '1234567' });
    expect(betting.body.data.customerName).toMatch(/\w/);
    const jamb = await validate({ service: 'education', biller: 'jamb', customerId: '0123456789' });
    expect(jamb.body.data.customerName).toMatch(/^Candidate /);
  });

  it('answers 422 INVALID_CUSTOMER for an id of all zeros, on every service', async () => {
    const zeros = [
      { service: 'airtime', biller: 'mtn', customerId: '00000000000' },
      { service: 'cable-tv', biller: 'gotv', customerId: '0000000000' },
      { service: 'electricity', biller: 'jos-electric', customerId: '0000000000000', meterType: 'prepaid' },
      { service: 'betting', biller: 'sportybet', customerId: '0000000' },
      { service: 'education', biller: 'jamb', customerId: '0000000000' },
    ];
    for (const body of zeros) {
      const res = await validate(body);
      expect(res.status, body.service).toBe(422);
      expect(res.body.code).toBe('INVALID_CUSTOMER');
    }
  });

  it('reads +234 and spaces as the local number, and refuses fields it does not know', async () => {
    const res = await validate({ service: 'airtime', biller: 'glo', customerId: '+234 805 123 4567' });
    expect(res.body.data.customerId).toBe('08051234567');
    const extra = await validate({
      service: 'airtime',
      biller: 'glo',
      customerId: '08051234567',
      pin: '1234',
    });
    expect(extra.status).toBe(400);
  });

  it('lets any other well-formed value through, so nobody exploring is stuck', async () => {
    const res = await validate({ service: 'cable-tv', biller: 'startimes', customerId: '7031234567' });
    expect(res.status).toBe(200);
    expect(res.body.data.currentBouquet).toMatch(/^StarTimes /);
  });

  it('words a malformed id for its service and needs a session', async () => {
    const res = await validate({ service: 'airtime', biller: 'mtn', customerId: '0803' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Phone number must be 11 digits, like 08031234567');
    const anonymous = await fetch(`${server.url}/api/v1/bills/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'betting', biller: 'bet9ja', customerId: '1234567' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
