import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_FILE } from '../src/config';
import { createDatabase, type Db, migrate } from '../src/db/database';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';

const run = promisify(execFile);
const API = join(import.meta.dirname, '..');
const CLI = join(API, 'src', 'cli', 'owo.ts');

describe.each(DATABASE_KINDS)('pnpm owo jobs on %s', (kind) => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  const env = () => {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    return { ...rest, DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
  };
  // Each run starts Node, tsx and the database: seconds apiece, so the tests make few.
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: API, env: env(), timeout: 60_000 });
  /** PGlite's folder is opened by one process at a time: the test's, then the CLI's. */
  async function withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
    if (database) return use(database.db);
    const db = createDatabase({ dataDir });
    try {
      await migrate(db);
      return await use(db);
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'owo-jobs-cli-'));
    if (kind === 'postgres') database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists dead jobs with their last error, retries one, and refuses an unknown id', {
    timeout: 120_000,
  }, async () => {
    const subject = randomUUID();
    const deadAt = new Date('2026-03-01T10:00:00.000Z');
    const id = await withDb(async (db) => {
      const row = await db
        .insertInto('jobs')
        .values({
          kind: 'bank-transfer',
          subjectId: subject,
          runAt: deadAt,
          attempts: 14,
          failures: 12,
          deadAt,
          lastError: 'connect ECONNREFUSED\n127.0.0.1:5432',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    });

    const listed = await cli('jobs');
    expect(listed.stdout.split('\n')).toContain(
      [
        id,
        'bank-transfer',
        subject,
        '14 (12 failed in a row)',
        deadAt.toISOString(),
        'connect ECONNREFUSED 127.0.0.1:5432',
      ].join('\t'),
    );
    const asJson = JSON.parse((await cli('jobs', 'dead', '--json')).stdout);
    expect(asJson.jobs).toEqual([
      {
        id,
        kind: 'bank-transfer',
        subjectId: subject,
        attempts: 14,
        failures: 12,
        deadAt: deadAt.toISOString(),
        lastError: 'connect ECONNREFUSED\n127.0.0.1:5432',
        transaction: null,
      },
    ]);

    const before = Date.now();
    const retried = await cli('jobs', 'retry', id);
    expect(retried.stdout).toContain(
      `Revived job ${id} (bank-transfer, ${subject}), dead since ${deadAt.toISOString()}`,
    );
    const row = await withDb((db) =>
      db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ deadAt: null, failures: 0, attempts: 14, lockedUntil: null });
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    await expect(cli('jobs', 'retry', id)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`Job ${id} is not dead`),
    });
    const unknown = cli('jobs', 'retry', '424242', '--json');
    await expect(unknown).rejects.toMatchObject({ code: 1 });
    const { stdout } = (await unknown.catch((e: { stdout: string }) => e)) as { stdout: string };
    expect(JSON.parse(stdout)).toEqual({
      error: { reason: 'unknown', message: 'No job 424242: it finished, or never existed.' },
    });
  });

  it.runIf(kind === 'pglite')('leaves the embedded database alone while a server has it open', async () => {
    // The job above was revived: none is dead. With a server answering for this folder, none is read.
    expect((await cli('jobs')).stdout).toBe(`No dead jobs in the database in ${dataDir}.\n`);
    const server = createServer((_req, res) => res.end('{}')).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ port }));
      await expect(cli('jobs')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('has the database in'),
      });
    } finally {
      server.close();
      rmSync(join(dataDir, SERVER_FILE), { force: true });
    }
  });
});
