import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nuban } from '@owo/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { Browser } from './support/client';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { expectLedgerSound, fund, moneyUser, PIN, send, waitUntil } from './support/money';
import type { TestServer } from './support/server';

const OUTCOMES = ['12', '91', '92', '93', '94'];

describe.each(DATABASE_KINDS)('a crash during bank transfers on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-crash-'));
  let database: TestDatabase | undefined;
  let api: ApiProcess | undefined;

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGKILL mid-load, restart: nothing stays pending or processing and the ledger holds', async () => {
    if (kind === 'postgres') database = await openTestDatabase('postgres');
    const env = { DATA_DIR: dataDir, ...(database?.url && { DATABASE_URL: database.url }) };
    api = await startApiProcess(env);
    const server = { url: api.url } as TestServer;
    const payer = await moneyUser(server, 'Crash');
    expect((await fund(server, payer.accountNumber, 2_000_000)).status).toBe(201);

    let answered = 0;
    const load = Array.from({ length: 40 }, (_, i) =>
      send(payer.browser, {
        type: 'bank',
        bankCode: '058',
        accountNumber: nuban('058', `0000002${OUTCOMES[i % OUTCOMES.length]}`),
        amount: 10_000 + i,
        pin: PIN,
      })
        .catch(() => null)
        .finally(() => answered++),
    );
    // Killed once some transfers are committed while others are still arriving or resolving.
    await waitUntil(async () => answered >= 10, 'the first answers');
    await api.kill('SIGKILL');
    await Promise.all(load);
    if (database) {
      // The crash left work behind, or this test would prove nothing.
      const left = await database.db
        .selectFrom('transactions')
        .select('id')
        .where('status', 'in', ['pending', 'processing'])
        .execute();
      expect(left.length).toBeGreaterThan(0);
    }

    api = await startApiProcess(env);
    const browser = new Browser(api.url);
    browser.token = payer.browser.token;
    const open = async () => {
      const pending = await browser.get('/api/v1/transactions?status=pending&limit=1');
      const processing = await browser.get('/api/v1/transactions?status=processing&limit=1');
      return pending.body.data.total + processing.body.data.total;
    };
    await waitUntil(async () => (await open()) === 0, 'every transfer to resolve', 30_000);
    const all = await browser.get('/api/v1/transactions?type=bank&direction=debit&limit=100');
    expect(all.body.data.total).toBeGreaterThan(0);

    let db: Db;
    if (database) db = database.db;
    else {
      await api.kill('SIGTERM');
      api = undefined;
      db = createDatabase({ dataDir });
    }
    try {
      await expectLedgerSound(db);
      const open = await db
        .selectFrom('transactions')
        .select('id')
        .where('status', 'in', ['pending', 'processing'])
        .execute();
      expect(open).toEqual([]);
    } finally {
      if (!database) await db.destroy();
    }
  });
});
