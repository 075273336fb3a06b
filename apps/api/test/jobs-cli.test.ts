import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_FILE, SERVER_FILE } from '../src/config';
import type { Db } from '../src/db/database';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';
import { startServer, type TestServer } from './support/server';

const run = promisify(execFile);
const API = join(import.meta.dirname, '..');
const CLI = join(API, 'src', 'cli', 'owo.ts');
const ADMIN_TOKEN = 'j'.repeat(43);

describe.each(DATABASE_KINDS)('pnpm owo jobs on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let dataDir: string;
  const env = () => {
    const { DATABASE_URL: _ignored, OWO_ADMIN_TOKEN: _token, ...rest } = process.env;
    return { ...rest, DATA_DIR: dataDir };
  };
  // Each run starts Node and tsx: seconds apiece, so the tests make few.
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: API, env: env(), timeout: 60_000 });
  const withDb = <T>(use: (db: Db) => Promise<T>): Promise<T> => use(database.db);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'owo-jobs-cli-'));
    database = await openTestDatabase(kind);
    server = await startServer(database.db, { adminToken: ADMIN_TOKEN });
    // What a server writes into its DATA_DIR: how the CLI finds it and proves it runs on its machine.
    writeFileSync(join(dataDir, ADMIN_TOKEN_FILE), `${ADMIN_TOKEN}\n`);
    writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ port: Number(new URL(server.url).port) }));
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists dead jobs with their last error, retries one, and refuses an unknown id', {
    timeout: 120_000,
  }, async () => {
    const subject = randomUUID();
    const deadAt = new Date('2026-03-01T10:00:00.000Z');
    // A kind no handler of this server runs, so its worker leaves the revived job for the test to read.
    const id = await withDb(async (db) => {
      const row = await db
        .insertInto('jobs')
        .values({
          kind: 'nightly-report',
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
        'nightly-report',
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
        kind: 'nightly-report',
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
      `Revived job ${id} (nightly-report, ${subject}), dead since ${deadAt.toISOString()}`,
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

  it('without a running server, says so and creates nothing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'owo-jobs-none-'));
    try {
      const none = run(process.execPath, ['--import', 'tsx', CLI, 'jobs'], {
        cwd: API,
        env: { ...env(), DATA_DIR: empty },
        timeout: 60_000,
      });
      await expect(none).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No running Owo server found'),
      });
      expect(readdirSync(empty)).toEqual([]);
      expect(existsSync(join(empty, 'pglite'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
