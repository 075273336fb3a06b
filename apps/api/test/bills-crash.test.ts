import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pay, settled } from './support/bills';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { fund, moneyUser, PIN, walletOf } from './support/money';
import { type ApiProcess, startApiProcess } from './support/process';
import type { TestServer } from './support/server';

describe.each(DATABASE_KINDS)('a pending purchase after SIGKILL on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-bills-crash-'));
  let database: TestDatabase | undefined;
  let api: ApiProcess | undefined;

  afterAll(async () => {
    await api?.kill();
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
      SEED_DEMO: '0',
      RATE_LIMIT_GLOBAL: '0',
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_LOGIN: '0',
      JOB_POLL_MS: '100',
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

    await api.kill();
    api = await startApiProcess(env, api.port);

    expect((await settled(user, res.body.data.reference)).status).toBe('completed');
    expect(await walletOf(user)).toMatchObject({ balance: 480_000, availableBalance: 480_000 });
  }, 180_000);
});
