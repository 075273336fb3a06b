import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_FILE, SERVER_FILE } from '../src/config';
import { Browser, type Json } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { PASSWORD, signIn, verifiedAccount } from './support/flows';
import { PARTNER_ORIGIN, startServer, type TestServer } from './support/server';

const run = promisify(execFile);
const json = async (res: Response): Promise<Json> => res.json();
const ADMIN_TOKEN = 'a'.repeat(43);
const SHOP = 'https://shop.example';
const CLI = join(import.meta.dirname, '..', 'src', 'cli', 'owo.ts');

const preflight = (server: TestServer, origin: string) =>
  fetch(`${server.url}/api/v1/auth/refresh-token`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST' },
  });

const admin = (server: TestServer, method: string, query = '', body?: unknown, headers = {}) =>
  fetch(`${server.url}/api/v1/admin/partners${query}`, {
    method,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe.each(DATABASE_KINDS)('partner registry on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(database.db, { adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('is seeded from CORS_ORIGINS, each partner with a publishable key', async () => {
    const res = await admin(server, 'GET');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const partner = data.partners.find((p: { origin: string }) => p.origin === PARTNER_ORIGIN);
    expect(partner).toMatchObject({ name: 'partner.example (CORS_ORIGINS)' });
    expect(partner.publishableKey).toMatch(/^pk_[\w-]{24}$/);
  });

  it('allows a site the moment it is added and refuses it the moment it is removed, without a restart', async () => {
    expect((await preflight(server, SHOP)).headers.get('access-control-allow-origin')).toBeNull();
    const account = await verifiedAccount(server);
    const browser = await signIn(server, account.email, PASSWORD);
    const refresh = () =>
      browser.post('/api/v1/auth/refresh-token', undefined, { headers: { origin: SHOP } });
    expect((await refresh()).status).toBe(403);

    const added = await admin(server, 'POST', '', { origin: `${SHOP}/`, name: 'Shop' });
    expect(added.status).toBe(201);
    expect((await json(added)).data.partner).toMatchObject({ origin: SHOP, name: 'Shop' });
    const allowed = await preflight(server, SHOP);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await refresh()).status).toBe(200);
    expect((await admin(server, 'POST', '', { origin: SHOP })).status).toBe(200);

    expect((await admin(server, 'DELETE', `?origin=${encodeURIComponent(SHOP)}`)).status).toBe(200);
    expect((await preflight(server, SHOP)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await refresh()).status).toBe(403);
    expect((await admin(server, 'DELETE', `?origin=${encodeURIComponent(SHOP)}`)).status).toBe(404);
  });

  it('tells any page whether its origin is allowed, without credentials', async () => {
    const ask = async (origin: string) => {
      const res = await fetch(`${server.url}/api/v1/partners/status`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      return (await json(res)).data.allowed;
    };
    expect(await ask('https://stranger.example')).toBe(false);
    expect(await ask(PARTNER_ORIGIN)).toBe(true);
  });

  it('refuses the admin routes without the token, from a page, and for an origin with a path', async () => {
    const noToken = await fetch(`${server.url}/api/v1/admin/partners`);
    expect(noToken.status).toBe(401);
    const wrong = await admin(server, 'GET', '', undefined, { authorization: `Bearer ${'b'.repeat(43)}` });
    expect(wrong.status).toBe(401);
    const fromPage = await admin(server, 'GET', '', undefined, { origin: PARTNER_ORIGIN });
    expect(fromPage.status).toBe(404);
    for (const origin of ['https://shop.example/path', 'http://shop.example', 'shop', 'null']) {
      const res = await admin(server, 'POST', '', { origin });
      expect(res.status, origin).toBe(400);
      expect((await json(res)).errors.origin[0]).toMatch(/origin/i);
    }
  });

  it('has no admin routes without an admin token', async () => {
    const bare = await startServer(database.db);
    try {
      const res = await new Browser(bare.url).get('/api/v1/admin/partners');
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('pnpm owo partner', () => {
  let database: TestDatabase;
  let server: TestServer;
  let dataDir: string;
  const cli = (...args: string[]) =>
    run('npx', ['tsx', CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'owo-cli-'));
    database = await openTestDatabase('pglite');
    server = await startServer(database.db, { adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds, lists and removes through the running server, which allows the site at once', async () => {
    writeFileSync(join(dataDir, ADMIN_TOKEN_FILE), `${ADMIN_TOKEN}\n`);
    writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ port: Number(new URL(server.url).port) }));
    const added = await cli('partner', 'add', 'https://cli.example', '--name', 'CLI shop');
    expect(added.stdout).toContain('Added https://cli.example (CLI shop), publishable key pk_');
    expect(added.stdout).toContain('the running server');
    expect((await preflight(server, 'https://cli.example')).headers.get('access-control-allow-origin')).toBe(
      'https://cli.example',
    );
    expect((await cli('partner', 'list')).stdout).toMatch(/^https:\/\/cli\.example\tCLI shop\tpk_/m);
    expect((await cli('partner', 'remove', 'https://cli.example')).stdout).toContain('Removed');
    await expect(cli('partner', 'add', 'ftp://cli.example')).rejects.toMatchObject({
      stderr: expect.stringContaining('An origin is https://host'),
    });
  });

  it('prints the secret key once, with --json, and rotates it', async () => {
    const added = JSON.parse(
      (
        await cli(
          'partner',
          'add',
          'https://json.example',
          '--name',
          'Json',
          '--webhook-url',
          'https://json.example/hooks',
          '--json',
        )
      ).stdout,
    );
    expect(added).toEqual({
      origin: 'https://json.example',
      name: 'Json',
      publishableKey: expect.stringMatching(/^pk_/),
      secretKey: expect.stringMatching(/^sk_[\w-]{32}$/),
      webhookSecret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{44}$/),
    });
    // Added again: no secret is shown twice.
    const again = JSON.parse((await cli('partner', 'add', 'https://json.example', '--json')).stdout);
    expect(again.secretKey).toBeUndefined();
    const rotated = JSON.parse(
      (await cli('partner', 'rotate-secret', 'https://json.example', '--json')).stdout,
    );
    expect(rotated.secretKey).toMatch(/^sk_/);
    expect(rotated.secretKey).not.toBe(added.secretKey);
    const ask = (key: string) =>
      fetch(`${server.url}/api/v1/partner/payments/OWO-NONE-000000`, {
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await ask(added.secretKey)).status).toBe(401);
    expect((await ask(rotated.secretKey)).status).toBe(404);
  });

  it('without a running server, says so and creates no database', async () => {
    rmSync(join(dataDir, SERVER_FILE), { force: true });
    const before = readdirSync(dataDir).sort();
    await expect(cli('partner', 'list')).rejects.toMatchObject({
      stderr: expect.stringContaining('No running Owo server found'),
    });
    await expect(cli('partner', 'add', 'https://offline.example')).rejects.toMatchObject({
      stderr: expect.stringContaining('No running Owo server found'),
    });
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });
});
