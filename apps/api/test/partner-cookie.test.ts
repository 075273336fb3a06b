import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/client';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { PASSWORD, verifiedAccount } from './support/flows';
import { PARTNER_ORIGIN, startServer, type TestServer } from './support/server';

describe('the refresh cookie on a partner site (CHIPS)', () => {
  let database: TestDatabase;
  let server: TestServer;
  let account: Awaited<ReturnType<typeof verifiedAccount>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startServer(database.db);
    account = await verifiedAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const signInFrom = async (origin?: string) => {
    const browser = new Browser(server.url, origin ? { origin } : {});
    const res = await browser.post('/api/v1/auth/login', { identifier: account.email, password: PASSWORD });
    expect(res.status).toBe(200);
    browser.token = res.body.data.accessToken;
    return { browser, cookie: res.setCookies[0] ?? '' };
  };

  it("is SameSite=None; Secure; Partitioned when a registered partner's page signs in", async () => {
    const { cookie } = await signInFrom(PARTNER_ORIGIN);
    expect(cookie).toMatch(/^owo_rt=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Partitioned');
    expect(cookie).toContain('Path=/api/v1/auth');
  });

  it("stays SameSite=Lax and unpartitioned for Owo's own site and for callers without an Origin", async () => {
    for (const origin of [undefined, server.url]) {
      const { cookie } = await signInFrom(origin);
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Partitioned');
    }
  });

  it("marks a session on Owo's own site with a readable hint on every path, cleared on sign-out; not a partner's", async () => {
    const own = await signInFrom(server.url);
    const login = await own.browser.post('/api/v1/auth/login', {
      identifier: account.email,
      password: PASSWORD,
    });
    const hint = login.setCookies.find((cookie) => cookie.startsWith('owo_signed_in=')) ?? '';
    expect(hint).toMatch(/^owo_signed_in=1;/);
    expect(hint).toContain('Path=/;');
    expect(hint).toContain('SameSite=Lax');
    expect(hint).not.toContain('HttpOnly');
    own.browser.token = login.body.data.accessToken;
    const out = await own.browser.post('/api/v1/auth/logout', { allDevices: false });
    const cleared = out.setCookies.find((cookie) => cookie.startsWith('owo_signed_in=;')) ?? '';
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const partner = new Browser(server.url, { origin: PARTNER_ORIGIN });
    const partnerLogin = await partner.post('/api/v1/auth/login', {
      identifier: account.email,
      password: PASSWORD,
    });
    expect(partnerLogin.setCookies.some((cookie) => cookie.startsWith('owo_signed_in='))).toBe(false);
  });

  it('keeps the partition through a renewal, and clears the partitioned cookie on sign-out', async () => {
    const { browser } = await signInFrom(PARTNER_ORIGIN);
    const renewed = await browser.post('/api/v1/auth/refresh-token');
    expect(renewed.status).toBe(200);
    expect(renewed.setCookies[0]).toContain('Partitioned');
    expect(renewed.setCookies[0]).toContain('SameSite=None');
    const out = await browser.post('/api/v1/auth/logout', { allDevices: false });
    expect(out.status).toBe(200);
    const cleared = out.setCookies.find((cookie) => cookie.startsWith('owo_rt=;')) ?? '';
    expect(cleared).toContain('Partitioned');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});
