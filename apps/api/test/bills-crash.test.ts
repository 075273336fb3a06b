import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { pay, settled } from './support/bills';
import { Browser } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, moneyUser, PIN, walletOf } from './support/money';
import type { TestServer } from './support/server';

describe.each(DATABASE_KINDS)('a pending purchase after SIGKILL on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-bills-crash-'));
  let database: TestDatabase | undefined;
  let api: ApiProcess | undefined;

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is completed by the restarted API, its hold posted once', async () => {
    // PostgreSQL: a fresh database the processes share; PGlite: a data folder on disk.
    if (kind === 'postgres') database = await openTestDatabase('postgres');
    const databaseUrl = database?.url;
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: 'a-secret-both-processes-share-0123456789abcdef',
      SANDBOX_BILLS_LATE_MS: '1500',
      // The first process must not requery before it dies.
      BILLS_REQUERY_AFTER_MS: '600000',
    };
    api = await startApiProcess(env);
    const server = { url: api.url } as TestServer;
    const user = await moneyUser(server, 'Femi');
    expect((await fund(server, user.accountNumber, 500_000)).status).toBe(201);
    const res = await pay(user, {
      service: 'airtime',
      biller: 'glo',
      customerId: '08022222222',
      amount: 20_000,
      pin: PIN,
    });
    expect(res.body.data.status).toBe('pending');
    expect((await walletOf(user)).availableBalance).toBe(480_000);

    await api.kill('SIGKILL');
    api = await startApiProcess(env);
    // The same session (same secret, same database) against the restarted API's new port.
    const browser = new Browser(api.url);
    browser.token = user.browser.token;
    const again = { ...user, browser };

    expect((await settled(again, res.body.data.reference)).status).toBe('completed');
    expect(await walletOf(again)).toMatchObject({ balance: 480_000, availableBalance: 480_000 });
  }, 180_000);
});
