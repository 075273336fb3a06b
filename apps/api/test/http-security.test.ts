import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../src/modules/auth/refresh-cookie';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { latestCode, newAccount, PASSWORD, signIn, verifiedAccount } from './support/flows';
import { PARTNER_ORIGIN, startServer, type TestServer } from './support/server';

/** node:http, because fetch will not send a Host header of our choosing. */
function rawPost(url: string, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(`${url}${path}`, { method: 'POST', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe.each(DATABASE_KINDS)('HTTP security on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let account: Awaited<ReturnType<typeof verifiedAccount>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    account = await verifiedAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  describe('refresh cookie', () => {
    it('is HttpOnly, SameSite=Lax, limited to the auth path, not Secure on localhost, 30 days with rememberMe', async () => {
      const remembered = await signIn(server, account.email, PASSWORD, true);
      expect(remembered.cookies.get('owo_rt')?.path).toBe('/api/v1/auth');
      const res = await new Browser(server.url).post('/api/v1/auth/login', {
        identifier: account.email,
        password: PASSWORD,
        rememberMe: true,
      });
      const [cookie] = res.setCookies;
      expect(cookie).toMatch(/^owo_rt=[\w-]{43}; /);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/api/v1/auth');
      expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(cookie).not.toContain('Secure');
    });

    it('is a browser-session cookie without rememberMe', async () => {
      const res = await new Browser(server.url).post('/api/v1/auth/login', {
        identifier: account.username,
        password: PASSWORD,
      });
      const [cookie] = res.setCookies;
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
    });

    it('is Secure when configured, whatever Host a proxy forwards (issue 9)', async () => {
      const secure = await startServer(database.db, { secureCookies: true });
      try {
        for (const host of ['127.0.0.1', 'localhost', 'api.owo.ng']) {
          const res = await rawPost(
            secure.url,
            '/api/v1/auth/login',
            { host, 'content-type': 'application/json' },
            JSON.stringify({ identifier: account.email, password: PASSWORD }),
          );
          expect(res.status).toBe(200);
          const cookies = [res.headers['set-cookie'] ?? []].flat();
          expect(cookies.length, host).toBeGreaterThan(0);
          for (const cookie of cookies) expect(cookie, host).toMatch(/; Secure/);
        }
      } finally {
        await secure.close();
      }
      // And not Secure when configured off, even under a real host name.
      const res = await rawPost(
        server.url,
        '/api/v1/auth/login',
        { host: 'api.owo.ng', 'content-type': 'application/json' },
        JSON.stringify({ identifier: account.email, password: PASSWORD }),
      );
      expect(String(res.headers['set-cookie'])).not.toContain('Secure');
    });

    it('is never in the body, and the refresh endpoint refuses a foreign Origin', async () => {
      const browser = await signIn(server, account.email);
      const foreign = await browser.post('/api/v1/auth/refresh-token', undefined, {
        headers: { origin: 'https://evil.example' },
      });
      expectClientError(foreign, 403);
      expect(foreign.body.code).toBe('ORIGIN_REJECTED');
      const nullOrigin = await browser.post('/api/v1/auth/refresh-token', undefined, {
        headers: { origin: 'null' },
      });
      expectClientError(nullOrigin, 403);
      // The refused calls did not spend the token.
      const ok = await browser.post('/api/v1/auth/refresh-token', undefined, {
        headers: { origin: 'http://localhost:5173' },
      });
      expect(ok.status).toBe(200);
      expect(JSON.stringify(ok.body)).not.toContain(browser.cookies.get('owo_rt')?.value);
    });

    it('refuses a missing or unknown cookie and clears it', async () => {
      expectClientError(await new Browser(server.url).post('/api/v1/auth/refresh-token'), 401);
      const res = await new Browser(server.url).post('/api/v1/auth/refresh-token', undefined, {
        headers: { cookie: 'owo_rt=not-a-real-token' },
      });
      expectClientError(res, 401);
      expect(res.setCookies.join()).toMatch(/owo_rt=;.*Path=\/api\/v1\/auth/);
    });
  });

  describe('access tokens', () => {
    it('refuses a forged, malformed or missing token', async () => {
      const browser = await signIn(server, account.email);
      const [header, payload] = browser.token!.split('.');
      for (const token of [`${header}.${payload}.forged`, 'garbage', `${header}.${payload}`]) {
        expectClientError(await browser.get('/api/v1/auth/verify-session', { token }), 401);
      }
      expectClientError(await browser.get('/api/v1/auth/verify-session', { token: null }), 401);
    });

    it('expire after their lifetime', async () => {
      const browser = await signIn(server, account.email);
      server.clock.advance(server.config.accessTokenTtlSeconds * 1000 + 1_000);
      expectClientError(await browser.get('/api/v1/auth/verify-session'), 401);
      expect((await browser.post('/api/v1/auth/refresh-token')).status).toBe(200);
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/v1/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });

    it('allows the host site and configured partners, with credentials', async () => {
      for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', PARTNER_ORIGIN]) {
        const res = await preflight(origin);
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
        expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
        const get = await fetch(`${server.url}/api/v1/blog/posts`, { headers: { origin } });
        expect(get.headers.get('access-control-allow-origin')).toBe(origin);
        expect(get.headers.get('vary')).toMatch(/Origin/);
      }
    });

    it('never allows another origin, `null` or `*`', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://localhost:5173.evil.example', '*']) {
        const res = await preflight(origin);
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        const get = await fetch(`${server.url}/api/v1/blog/posts`, { headers: { origin } });
        expect(get.headers.get('access-control-allow-origin')).toBeNull();
      }
    });
  });

  describe('headers', () => {
    it('sends nosniff, Referrer-Policy, a CSP and no-store on auth responses', async () => {
      const browser = new Browser(server.url);
      for (const res of [
        await browser.post('/api/v1/auth/login', { identifier: account.email, password: PASSWORD }),
        await browser.post('/api/v1/auth/forgot-password', { email: account.email }),
        await browser.get('/api/v1/notifications'),
      ]) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-powered-by')).toBeNull();
      }
    });

    it('gives the docs page a CSP that allows only its own inline style', async () => {
      const res = await fetch(`${server.url}/api/v1/docs`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
      expect(csp).not.toContain('unsafe-inline');
      const html = await res.text();
      expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)[^"]*\.(css|js)/);
    });
  });

  describe('bad requests', () => {
    const post = (raw: string, headers: Record<string, string> = {}) =>
      new Browser(server.url).request('POST', '/api/v1/auth/login', { raw, headers });

    it('answers malformed JSON, wrong content types, huge bodies and unknown fields with 4xx', async () => {
      expectClientError(await post('{"identifier":'), 400);
      expectClientError(await post('{"__proto__":{"isAdmin":true}}'), 400);
      expectClientError(await post('{"constructor":{"prototype":{"x":1}}}'), 400);
      expectClientError(await post('[1,2,3]'), 400);
      expectClientError(await post('"text"'), 400);
      expectClientError(await post('null'), 400);
      expectClientError(
        await post('identifier=a', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
      );
      expectClientError(await post('hello', { 'content-type': 'text/plain' }), 415);
      const huge = await post(JSON.stringify({ identifier: 'a'.repeat(20_000), password: 'x' }));
      expectClientError(huge, 413);
      const unknown = await post(JSON.stringify({ identifier: 'demo', password: 'secret1', isAdmin: true }));
      expectClientError(unknown, 400);
      expect(unknown.body).toMatchObject({
        message: 'Unknown field: isAdmin',
        errors: { isAdmin: ['Unknown field'] },
      });
    });

    it('refuses NUL and other control characters with a 400 naming the field, never a 500 (issue 9)', async () => {
      const browser = await signIn(server, account.email);
      const contact = { name: 'Ngozi', email: 'ngozi@example.com', subject: 'Card question' };
      const cases: [path: string, body: Record<string, unknown>, message: string][] = [
        [
          '/api/v1/auth/login',
          { identifier: 'a\u0000b@x.com', password: PASSWORD },
          'Username or email cannot contain control characters',
        ],
        [
          '/api/v1/notifications/register-token',
          { token: 'fcm\u0000token', platform: 'web' },
          'Token cannot contain control characters',
        ],
        [
          '/api/v1/contact',
          { ...contact, message: 'Hello there,\u0000 team.' },
          'Message cannot contain control characters',
        ],
        [
          '/api/v1/contact',
          { ...contact, subject: 'Card\nquestion', message: 'Hello there, team.' },
          'Subject cannot contain control characters',
        ],
        ['/api/v1/newsletter', { email: 'ada\u0000@example.com' }, 'Email cannot contain control characters'],
        [
          '/api/v1/auth/forgot-password',
          { email: 'ada\u001b@example.com' },
          'Email cannot contain control characters',
        ],
        [
          '/api/v1/auth/reset-password',
          { resetToken: 'abc\u007f', newPassword: PASSWORD, confirmNewPassword: PASSWORD },
          'Reset token cannot contain control characters',
        ],
      ];
      for (const [path, body, message] of cases) {
        const res = await browser.post(path, body);
        expectClientError(res, 400);
        expect(res.body.message, path).toBe(message);
      }
      for (const id of ['%00', 'a%00b', 'a%0Ab', '%7F']) {
        const res = await browser.get(`/api/v1/blog/posts/${id}`);
        expectClientError(res, 400);
        expect(res.body.message).toBe('Post id cannot contain control characters');
      }
      // Line breaks and tabs are the message's own.
      const multiline = await browser.post('/api/v1/contact', {
        ...contact,
        message: 'Hello team,\r\n\tmy card was charged twice.\nThanks',
      });
      expect(multiline.status).toBe(201);
      expect(server.logs.join('')).not.toContain('unexpected error');
    });

    it('reports every field message of an invalid form', async () => {
      const res = await new Browser(server.url).post('/api/v1/auth/register', {
        ...newAccount(),
        username: 'a!',
        password: 'short',
        confirmPassword: 'other',
        terms: false,
      });
      expectClientError(res, 400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors.username).toEqual([
        'Username must be at least 3 characters',
        'Username can only contain letters, numbers and underscores',
      ]);
      expect(res.body.errors.confirmPassword).toEqual(["Passwords don't match"]);
      expect(res.body.errors.terms).toEqual(['You must agree to the terms and conditions']);
      expect(res.body.message).toBe(res.body.errors.username[0]);
    });

    it('answers an unknown route with a JSON 404', async () => {
      const res = await new Browser(server.url).get('/api/v1/nope');
      expectClientError(res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    });
  });

  describe('logging', () => {
    it('never writes a password, PIN, code, token or cookie in production', async () => {
      const prod = await startServer(database.db, {
        nodeEnv: 'production',
        devTools: false,
        logLevel: 'debug',
      });
      try {
        const fresh = newAccount();
        const email = fresh.email.toLowerCase();
        const browser = new Browser(prod.url);
        await browser.post('/api/v1/auth/register', fresh);
        const mail = await database.db
          .selectFrom('mailbox')
          .select('code')
          .where('recipient', '=', email)
          .executeTakeFirstOrThrow();
        await browser.post('/api/v1/auth/verify-email', { email, otp: mail.code });
        const login = await browser.post('/api/v1/auth/login', { identifier: email, password: PASSWORD });
        browser.token = login.body.data.accessToken;
        await browser.post('/api/v1/auth/set-transaction-pin', { pin: '9753' });
        await browser.post('/api/v1/auth/refresh-token');
        await browser.post('/api/v1/auth/login', { identifier: email, password: 'Wrong!Guess42' });
        await browser.request('POST', '/api/v1/auth/login', { raw: '{"password":"Leaky!Pass9",' });
        const log = prod.logs.join('');
        expect(log).toContain('mail to');
        // Short secrets are searched as JSON strings: as bare digits they turn up in timestamps.
        const secrets = [
          PASSWORD,
          'Wrong!Guess42',
          'Leaky!Pass9',
          '"9753"',
          `"${mail.code}"`,
          `code ${mail.code}`,
        ];
        secrets.push(browser.token!);
        // Every cookie but the signed-in hint, which holds no secret ("1").
        const cookies = [...browser.cookies.entries()].filter(([name]) => name !== SIGNED_IN_COOKIE);
        secrets.push(...cookies.map(([, c]) => c.value));
        for (const secret of secrets) expect(log).not.toContain(secret);
        expect((await browser.get(`/api/v1/dev/mailbox?email=${email}`)).status).toBe(404);
      } finally {
        await prod.close();
      }
    });

    it('prints the code of a dev-mailbox message with dev tools on only', async () => {
      const fresh = newAccount();
      await new Browser(server.url).post('/api/v1/auth/register', fresh);
      const code = await latestCode(server, fresh.email.toLowerCase());
      expect(server.logs.join('')).toContain(`(code ${code})`);
    });
  });
});
