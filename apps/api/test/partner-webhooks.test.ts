import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../src/modules/partners/webhooks';
import type { Json } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, type MoneyUser, moneyUser, PIN, waitUntil } from './support/money';
import { startServer, type TestServer } from './support/server';

const ADMIN_TOKEN = 'w'.repeat(43);

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A partner's webhook endpoint: records what arrives; answers 500 to the first `failFirst` messages. */
function partnerEndpoint(failFirst = 0) {
  const received: Received[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      calls += 1;
      received.push({ headers: req.headers, body });
      res.statusCode = calls <= failFirst ? 500 : 204;
      res.end();
    });
  });
  return { server, received };
}

/** Standard Webhooks verification, as a partner's server would write it. */
function verify(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((sig) => sig === `v1,${expected}`);
}

describe.each(DATABASE_KINDS)('server-side confirmation and webhooks on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let endpoint: ReturnType<typeof partnerEndpoint>;
  let shop: string;
  let secrets: { secretKey: string; webhookSecret: string };
  let user: MoneyUser;

  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/v1/admin/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${ADMIN_TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Json }));
  const verifyPayment = (reference: string, key = secrets.secretKey) =>
    fetch(`${server.url}/api/v1/partner/payments/${reference}`, {
      headers: { authorization: `Bearer ${key}` },
    });
  const payFrom = (origin: string | undefined, customerId: string) =>
    user.browser.post(
      '/api/v1/bills/pay',
      { service: 'airtime', biller: 'mtn', customerId, amount: 100_000, pin: PIN },
      { headers: { 'idempotency-key': randomUUID(), ...(origin && { origin }) } },
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db, { adminToken: ADMIN_TOKEN });
    endpoint = partnerEndpoint(1);
    endpoint.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => endpoint.server.once('listening', resolve));
    const port = (endpoint.server.address() as AddressInfo).port;
    shop = `http://localhost:${port}`;
    const added = await admin('POST', 'partners', {
      origin: shop,
      name: 'Shop',
      webhookUrl: `http://127.0.0.1:${port}/hooks`,
    });
    expect(added.status).toBe(201);
    secrets = added.body.data.secrets;
    user = await moneyUser(server, 'Nkem');
    expect((await fund(server, user.accountNumber, 1_000_000)).status).toBe(201);
  });
  afterAll(async () => {
    endpoint?.server.close();
    await server?.close();
    await database?.close();
  });

  it("confirms a payment made through the partner's site to its server, and nothing else", async () => {
    const made = await payFrom(shop, '08011111111');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const reference = made.body.data.reference;
    const res = await verifyPayment(reference);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toEqual({
      reference,
      status: 'completed',
      service: 'airtime',
      amount: 100_000,
      fee: 0,
      createdAt: expect.any(String),
    });
    // Made on Owo's own site (no partner origin): unknown to the partner.
    const own = await payFrom(undefined, '08011111111');
    expect((await verifyPayment(own.body.data.reference)).status).toBe(404);
    expect((await verifyPayment('OWO-MADE-UP-REF')).status).toBe(404);
    expect((await verifyPayment(reference, 'sk_not-a-real-key-at-all-xxxxxxxx')).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/partner/payments/${reference}`)).status).toBe(401);
  });

  it('delivers signed webhooks, retried after a failure, recorded and replayable', async () => {
    const made = await payFrom(shop, '08022222222');
    const reference = made.body.data.reference;
    expect(made.body.data.status).toBe('pending');
    // The purchase completes on a requery; the first delivery attempt got a 500 and was tried again.
    server.clock.advance(20_000);
    await waitUntil(async () => {
      const events = endpoint.received
        .map((r) => JSON.parse(r.body))
        .filter((e) => e.data.reference === reference);
      return (
        events.some((e) => e.type === 'payment.completed') && events.some((e) => e.type === 'payment.pending')
      );
    }, 'the pending and completed webhooks');
    for (const r of endpoint.received) {
      expect(r.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(verify(secrets.webhookSecret, r), 'signature verifies').toBe(true);
      expect(verify(`whsec_${Buffer.alloc(32).toString('base64')}`, r)).toBe(false);
    }
    const completed = endpoint.received
      .map((r) => JSON.parse(r.body))
      .find((e) => e.type === 'payment.completed' && e.data.reference === reference);
    expect(completed.data).toMatchObject({
      reference,
      status: 'completed',
      service: 'airtime',
      amount: 100_000,
      fee: 0,
    });

    type Delivery = { id: string; state: string; attempts: number; lastStatus: number };
    const listDeliveries = async () =>
      (await admin('GET', `partners/deliveries?origin=${encodeURIComponent(shop)}`)).body.data
        .deliveries as Delivery[];
    // The endpoint has the message before the worker records its answer: wait for the record.
    await waitUntil(
      async () => (await listDeliveries()).every((d) => d.state !== 'pending'),
      'every delivery recorded',
    );
    const list = await listDeliveries();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((d) => d.state === 'delivered')).toBe(true);
    // The very first message met the endpoint's 500 and was delivered on its second attempt.
    expect(list.some((d) => d.attempts === 2)).toBe(true);

    const count = endpoint.received.length;
    const first = list[0] as { id: string };
    expect((await admin('POST', `partners/deliveries/${first.id}/replay`)).status).toBe(200);
    await waitUntil(async () => endpoint.received.length > count, 'the replay');
    const replayed = endpoint.received.at(-1) as Received;
    expect(replayed.headers['webhook-id']).toBe(first.id);
    expect((await admin('POST', 'partners/deliveries/msg_nope/replay')).status).toBe(404);
  });

  it('signs as Standard Webhooks says (a known vector)', () => {
    // The specification's own example secret, id, timestamp and body.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const signature = signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});
