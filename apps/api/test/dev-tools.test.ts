import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { devToolsRefusal } from '../src/dev-tools';
import { DEMO_EMAIL } from '../src/seed';
import { Browser, expectClientError } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { newAccount } from './support/flows';
import { startServer, type TestServer, testConfig } from './support/server';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = randomBytes(32).toString('base64url');

describe('configuration (issue 9)', () => {
  const load = (env: Record<string, string | undefined>) =>
    loadConfig({ JWT_SECRET, DATA_DIR: '/nonexistent', ...env });

  it('turns dev tools on only with OWO_DEV_TOOLS=1, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, '', 'development', 'staging', 'prod', 'production', 'test']) {
      expect(load({ NODE_ENV }).devTools, `NODE_ENV=${NODE_ENV}`).toBe(false);
      expect(load({ NODE_ENV, OWO_DEV_TOOLS: '1' }).devTools).toBe(true);
    }
    expect(load({ OWO_DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(() => load({ OWO_DEV_TOOLS: 'yes' })).toThrow('OWO_DEV_TOOLS must be 1 or 0');
  });

  it('makes cookies Secure by default, and not with dev tools unless COOKIE_SECURE=1', () => {
    expect(load({}).secureCookies).toBe(true);
    expect(load({ NODE_ENV: 'development' }).secureCookies).toBe(true);
    expect(load({ OWO_DEV_TOOLS: '1' }).secureCookies).toBe(false);
    expect(load({ OWO_DEV_TOOLS: '1', COOKIE_SECURE: '1' }).secureCookies).toBe(true);
    expect(load({ COOKIE_SECURE: '0' }).secureCookies).toBe(false);
  });

  it('reads TRUST_PROXY as addresses and CIDRs, and refuses "trust everyone"', () => {
    expect(load({}).trustProxy).toEqual([]);
    expect(load({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      'loopback',
    ]);
    for (const value of ['1', 'true', '*', '10.0.0.0/33', 'proxy.example']) {
      expect(() => load({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY lists the proxies/);
    }
  });

  it('refuses dev tools with SMTP_URL or a non-loopback HOST unless told twice', async () => {
    const smtp = testConfig({ smtpUrl: 'smtp://mail.example:587' });
    expect(devToolsRefusal(smtp)).toMatch(/SMTP_URL is set/);
    await expect(buildApp(smtp)).rejects.toThrow(/OWO_DEV_TOOLS_UNSAFE=1/);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'api.owo.ng']) {
      expect(devToolsRefusal(testConfig({ host })), host).toMatch(/reachable from other machines/);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(devToolsRefusal(testConfig({ host })), host).toBeNull();
    }
    expect(
      devToolsRefusal(testConfig({ smtpUrl: 'smtp://mail.example', host: '0.0.0.0', devToolsUnsafe: true })),
    ).toBeNull();
    expect(
      devToolsRefusal(testConfig({ smtpUrl: 'smtp://mail.example', host: '0.0.0.0', devTools: false })),
    ).toBeNull();
  });

  it('exits at start with the reason, before opening anything', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'owo-refusal-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          OWO_DEV_TOOLS: '1',
          HOST: '0.0.0.0',
          PORT: '0',
          DATA_DIR: dataDir,
          JWT_SECRET,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start: OWO_DEV_TOOLS=1');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASE_KINDS)('dev tools off (issue 9) on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    // A database of its own: no server with dev tools has seeded the demo account into it.
    database = await openTestDatabase(kind);
    server = await startServer(database.db, { devTools: false, nodeEnv: 'development' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('mounts no mailbox, seeds no demo account, logs no code, and says so at start', async () => {
    const browser = new Browser(server.url);
    const account = newAccount();
    const email = account.email.toLowerCase();
    expect((await browser.post('/api/v1/auth/register', account)).status).toBe(201);
    const mailbox = await browser.get(`/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
    expectClientError(mailbox, 404);
    // What the screens read to offer the sandbox's tools: off.
    expect((await browser.get('/api/v1/health')).body.data.devTools).toBe(false);
    const demo = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirst();
    expect(demo).toBeUndefined();
    const log = server.logs.join('');
    expect(log).toContain('Dev tools off');
    expect(log).toContain(`mail to ${email}`);
    expect(log).not.toMatch(/\(code \d{6}\)/);
  });

  it('and with OWO_DEV_TOOLS=1 the log says they are on', async () => {
    const on = await startServer(database.db);
    try {
      expect(on.logs.join('')).toContain('Dev tools ON (OWO_DEV_TOOLS=1)');
      expect((await new Browser(on.url).get('/api/v1/dev/mailbox?email=a%40b.co')).status).toBe(200);
    } finally {
      await on.close();
    }
  });
});
