import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, type Json } from './support/client';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { PASSWORD, verifiedAccount } from './support/flows';
import { fund, type MoneyUser, moneyUser, PIN } from './support/money';
import { PARTNER_ORIGIN, startServer, type TestServer } from './support/server';

const ADMIN_TOKEN = 'f'.repeat(43);
const STRANGER = 'https://stranger.example';

/** Owo's secrets frame (issue 24): its page, framed only by registered partners, and its calls. */
describe("Owo's secrets frame", () => {
  let database: TestDatabase;
  let server: TestServer;
  let secretKey: string;
  let shop: string;

  const frame = (query: Record<string, string>) =>
    fetch(`${server.url}/embed/v1/frame?${new URLSearchParams(query)}`);
  /** A call the frame makes: same-origin on Owo, naming the partner page it is embedded in. */
  const framed = (parent: string) => ({ origin: server.url, 'owo-frame-parent': parent });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startServer(database.db, { adminToken: ADMIN_TOKEN });
    shop = 'https://shop.example';
    const added = await fetch(`${server.url}/api/v1/admin/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ origin: shop, name: 'Shop' }),
    });
    expect(added.status).toBe(201);
    secretKey = ((await added.json()) as Json).data.secrets.secretKey;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('may be framed by a registered partner page only: frame-ancestors is that origin, no X-Frame-Options', async () => {
    for (const [parent, view] of [
      [PARTNER_ORIGIN, 'login'],
      [PARTNER_ORIGIN, 'register'],
      [PARTNER_ORIGIN, 'verify-email'],
      [PARTNER_ORIGIN, 'forgot-password'],
      [PARTNER_ORIGIN, 'verify-reset-password'],
      [PARTNER_ORIGIN, 'reset-password'],
      [shop, 'pay-bill'],
      [shop, 'transfer'],
      [PARTNER_ORIGIN, 'pin-setup'],
    ] as const) {
      const res = await frame({ parent, view, theme: 'dark' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${parent}`);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain(
        `<script type="module" src="/widgets/v1/frame/${view}.js"></script>`,
      );
    }
  });

  it("is never framed under a site that is not registered: frame-ancestors 'none' and a page saying so", async () => {
    const res = await frame({ parent: STRANGER, view: 'login' });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await res.text();
    expect(page).toContain('https://stranger.example is not allowed to use Owo');
    expect(page).not.toContain('<script');
  });

  it('names what each view holds in its title: a transfer to confirm, a PIN to set', async () => {
    for (const [view, title] of [
      ['transfer', 'Confirm your transfer with Owo'],
      ['pin-setup', 'Set your Owo PIN'],
    ] as const) {
      const res = await frame({ parent: shop, view });
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('refuses a parent that is not an origin, and an unknown view', async () => {
    const queries: Record<string, string>[] = [
      { parent: `${PARTNER_ORIGIN}/checkout`, view: 'login' },
      { parent: 'javascript:alert(1)', view: 'login' },
      { parent: PARTNER_ORIGIN, view: 'settings' },
      { view: 'login' },
    ];
    for (const query of queries) {
      const res = await frame(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("signs in with the partner site's partitioned cookie, which the partner page then renews", async () => {
    const account = await verifiedAccount(server);
    const inFrame = new Browser(server.url, framed(PARTNER_ORIGIN));
    const login = await inFrame.post('/api/v1/auth/login', { identifier: account.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.setCookies.find((line) => line.startsWith('owo_rt=')) ?? '';
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Partitioned');
    expect(login.setCookies.some((line) => line.startsWith('owo_signed_in='))).toBe(false);

    // The partner page, in the same partition, picks the session up with the cookie the frame got.
    const page = new Browser(server.url, { origin: PARTNER_ORIGIN });
    for (const [name, value] of inFrame.cookies) page.cookies.set(name, value);
    const renewed = await page.post('/api/v1/auth/refresh-token');
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.accessToken).toEqual(expect.any(String));
    expect(renewed.setCookies[0]).toContain('Partitioned');

    // Owo's own site, with no such header, keeps its first-party cookie.
    const own = await new Browser(server.url, { origin: server.url }).post('/api/v1/auth/login', {
      identifier: account.email,
      password: PASSWORD,
    });
    expect(own.setCookies.find((line) => line.startsWith('owo_rt='))).toContain('SameSite=Lax');
  });

  it("counts a payment the frame makes as the partner's, which its secret key then confirms", async () => {
    const user: MoneyUser = await moneyUser(server, 'Zainab');
    expect((await fund(server, user.accountNumber, 500_000)).status).toBe(201);
    const pay = (parent: string) =>
      user.browser.post(
        '/api/v1/bills/pay',
        { service: 'airtime', biller: 'mtn', customerId: '08011111111', amount: 20_000, pin: PIN },
        { headers: { 'idempotency-key': randomUUID(), ...framed(parent) } },
      );
    const confirm = (reference: string) =>
      fetch(`${server.url}/api/v1/partner/payments/${reference}`, {
        headers: { authorization: `Bearer ${secretKey}` },
      });

    const made = await pay(shop);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const confirmed = await confirm(made.body.data.reference);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as Json).data).toMatchObject({
      reference: made.body.data.reference,
      status: 'completed',
      service: 'airtime',
      amount: 20_000,
    });

    // A frame header naming a site that is not registered makes the payment nobody's.
    const stray = await pay(STRANGER);
    expect(stray.status).toBe(201);
    expect((await confirm(stray.body.data.reference)).status).toBe(404);
  });
});
