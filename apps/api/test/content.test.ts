import { blogListResponse, blogPostResponse } from '@owo/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../src/modules/content/blog-seed';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { mailbox, waitForMail } from './support/flows';
import { startServer, type TestServer } from './support/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('content, docs and health on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db);
    browser = new Browser(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('lists the seeded posts newest first, without bodies', async () => {
    const res = await browser.get('/api/v1/blog/posts');
    expect(res.status).toBe(200);
    expect(blogListResponse.safeParse(res.body).success).toBe(true);
    const { posts } = res.body.data;
    const seeded = seedPosts();
    expect(posts).toHaveLength(seeded.length);
    const dates = posts.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts[0]).not.toHaveProperty('body');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('finds a post by id or slug, and 404s otherwise', async () => {
    const [post] = seedPosts();
    for (const key of [post!.id, post!.slug]) {
      const res = await browser.get(`/api/v1/blog/posts/${key}`);
      expect(res.status).toBe(200);
      expect(blogPostResponse.safeParse(res.body).success).toBe(true);
      expect(res.body.data.post).toEqual(post);
    }
    expectClientError(await browser.get('/api/v1/blog/posts/no-such-post'), 404);
  });

  it('stores a contact message', async () => {
    const body = {
      name: 'Ngozi',
      email: 'Ngozi@Example.com',
      subject: 'Card question',
      message: 'When can I get a card?',
    };
    const res = await browser.post('/api/v1/contact', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: true,
      message: "Thanks — we've received your message and will reply within one working day.",
    });
    const row = await database.db.selectFrom('contactMessages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ngozi', email: 'ngozi@example.com', subject: 'Card question' });
    expectClientError(await browser.post('/api/v1/contact', { ...body, message: 'short' }), 400);
  });

  it('subscribes with double opt-in, answering the same whether or not the email is subscribed (issue 9)', async () => {
    const email = 'reader@example.com';
    const first = await browser.post('/api/v1/newsletter', { email });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ status: true, message: expect.stringMatching(/code to confirm/) });
    const [mail] = await waitForMail(server, email, 1);
    expect(mail?.subject).toMatch(/Confirm your Owo newsletter subscription/);
    const subscription = () =>
      database.db
        .selectFrom('newsletterSubscriptions')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    expect((await subscription()).confirmedAt).toBeNull();

    const confirmed = await browser.post('/api/v1/newsletter/confirm', { email, otp: mail!.code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('You are subscribed. Look out for our next update.');
    expect((await subscription()).confirmedAt).toBeInstanceOf(Date);

    // Subscribed now, and a stranger asks again: the same answer as for a new address, and no mail.
    const again = await browser.post('/api/v1/newsletter', { email: 'READER@example.com' });
    const fresh = await browser.post('/api/v1/newsletter', { email: 'new.reader@example.com' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    await waitForMail(server, 'new.reader@example.com', 1);
    expect(await mailbox(server, email)).toHaveLength(1);

    // Confirming answers alike for the subscribed address and for the new one.
    const wrong = (address: string) =>
      browser.post('/api/v1/newsletter/confirm', { email: address, otp: '000000' });
    const codeFor = (address: string) =>
      database.db
        .selectFrom('verificationCodes')
        .select('id')
        .where('email', '=', address)
        .where('purpose', '=', 'newsletter')
        .where('consumedAt', 'is', null);
    // The subscribed address's decoy is stored after the answer.
    for (let i = 0; i < 100 && !(await codeFor(email).executeTakeFirst()); i++) await sleep(20);
    for (let i = 0; i < 3; i++) {
      const [a, b] = [await wrong(email), await wrong('new.reader@example.com')];
      expectClientError(a, 400);
      expect(a.body).toEqual(b.body);
    }
  });

  it('limits contact and newsletter per IP', async () => {
    const limited = await startServer(database.db, {
      rateLimits: { login: 0, auth: 0, forms: 2, global: 0 },
    });
    try {
      const client = new Browser(limited.url);
      for (let i = 0; i < 2; i++) await client.post('/api/v1/newsletter', { email: `n${i}@example.com` });
      const res = await client.post('/api/v1/newsletter', { email: 'n9@example.com' });
      expectClientError(res, 429);
      expect(res.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('answers health', async () => {
    const res = await browser.get('/api/v1/health');
    // The test server runs the dev tools; a screen reads that here rather than probing the mailbox.
    expect(res.body).toEqual({ status: true, data: { database: 'pglite', devTools: true } });
  });

  it('publishes an OpenAPI 3.1 document listing every route, with body and response schemas', async () => {
    const json = await browser.get('/api/v1/docs');
    const viaFile = await browser.get('/api/v1/docs.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect(viaFile.body).toEqual(json.body);
    const doc = json.body;
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const operation of operations) {
      const [method, path] = operation.split(' ') as ['GET', string];
      expect(server.app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') }), operation).toBe(true);
    }
    for (const expected of [
      'POST /api/v1/auth/register',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/refresh-token',
      'GET /api/v1/auth/verify-session',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/set-transaction-pin',
      'GET /api/v1/notifications',
      'GET /api/v1/notifications/{id}',
      'PATCH /api/v1/notifications/{id}/read',
      'PATCH /api/v1/notifications/read-all',
      'DELETE /api/v1/notifications/{id}',
      'POST /api/v1/notifications/register-token',
      'GET /api/v1/blog/posts/{id}',
      'POST /api/v1/newsletter',
      'GET /api/v1/dev/mailbox',
      'GET /api/v1/docs',
    ]) {
      expect(operations).toContain(expected);
    }
    const register = doc.paths['/api/v1/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties.username).toMatchObject({
      type: 'string',
      minLength: 3,
      maxLength: 30,
    });
    expect(register.responses['201'].content['application/json'].schema.properties.status).toEqual({
      type: 'boolean',
      const: true,
    });
    expect(doc.paths['/api/v1/notifications'].get.security).toEqual([{ bearer: [] }]);
  });

  it('renders the reference as a readable page listing every path and method', async () => {
    const res = await fetch(`${server.url}/api/v1/docs`, { headers: { accept: 'text/html,*/*' } });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const doc = (await browser.get('/api/v1/docs.json')).body;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      expect(html).toContain(`<code>${path}</code>`);
      for (const method of Object.keys(ops)) expect(html).toContain(`class="m ${method.toUpperCase()}"`);
    }
    expect(html).toContain('Request body (application/json)');
  });
});
