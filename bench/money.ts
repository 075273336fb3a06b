/**
 * Money benchmark: the ledger alone (postings per second, many payers into the same hot accounts) and
 * POST /api/v1/transfers over HTTP, each on PGlite and on PostgreSQL, with the argon2id verify rate
 * printed beside the HTTP figure (each transfer verifies the PIN once: that rate is the ceiling).
 *
 *   pnpm exec tsx bench/money.ts
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_PAYERS
 * (default 200), BENCH_CONCURRENCY (default 16), BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_SKIP_PG=1. Writes bench/results/money.{json,md}.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argon2VerifyRate } from './money/argon2-rate';
import { benchLedger, type LedgerResult } from './money/ledger';
import { benchTransfersHttp, type HttpResult } from './money/transfers-http';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAYERS = Number(process.env.BENCH_PAYERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = createRequire(join(ROOT, 'apps', 'api', 'package.json'))('pg') as typeof import('pg');

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for one run, dropped afterwards. */
async function withPg<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `owo_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

interface Row {
  database: 'pglite' | 'postgres';
  ledger: LedgerResult;
  http: HttpResult;
}

const rows: Row[] = [];
const databases: Row['database'][] = process.env.BENCH_SKIP_PG === '1' ? ['pglite'] : ['pglite', 'postgres'];
const verifyRate = await argon2VerifyRate(Math.min(SECONDS, 5));
console.info(`argon2id verify rate: ${verifyRate}/s`);
for (const database of databases) {
  const ledgerOptions = { seconds: SECONDS, payers: PAYERS, concurrency: CONCURRENCY };
  const httpOptions = { seconds: SECONDS, connections: CONNECTIONS };
  const ledger =
    database === 'postgres'
      ? await withPg((databaseUrl) => benchLedger({ ...ledgerOptions, databaseUrl }))
      : await benchLedger(ledgerOptions);
  console.info(
    `${database} ledger: ${ledger.postingsPerSecond} postings/s, p50 ${ledger.p50Ms} ms, p99 ${ledger.p99Ms} ms`,
  );
  const http =
    database === 'postgres'
      ? await withPg((databaseUrl) => benchTransfersHttp({ ...httpOptions, databaseUrl }))
      : await benchTransfersHttp(httpOptions);
  console.info(
    `${database} POST /transfers: ${http.requestsPerSecond}/s (${Math.round((http.requestsPerSecond / verifyRate) * 100)}% of argon2), p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms, non-2xx ${http.non2xx}`,
  );
  rows.push({ database, ledger, http });
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'money.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, seconds: SECONDS, argon2VerifyPerSecond: verifyRate, rows }, null, 2)}\n`,
);
const lines = [
  '# Money benchmark',
  '',
  `${new Date().toISOString()} · ${machine} · ${SECONDS} s per case`,
  '',
  `argon2id verify rate (19 MiB, 2 passes, ${process.env.UV_THREADPOOL_SIZE ?? 4} threads): **${verifyRate}/s** — the ceiling for POST /transfers.`,
  '',
  '| database | ledger postings/s | p50 ms | p99 ms | POST /transfers req/s | % of argon2 | p50 ms | p99 ms | non-2xx |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.database} | ${r.ledger.postingsPerSecond} | ${r.ledger.p50Ms} | ${r.ledger.p99Ms} | ${r.http.requestsPerSecond} | ${Math.round((r.http.requestsPerSecond / verifyRate) * 100)}% | ${r.http.p50Ms} | ${r.http.p99Ms} | ${r.http.non2xx} |`,
  ),
  '',
  `Ledger: ${PAYERS} payers, ${CONCURRENCY} at once, each posting (payer → provider float + fee revenue) in its own`,
  'transaction with the payer’s wallet row locked. The fee and float accounts have no balance row: their balance',
  'is the sum of their entries, so every posting into them is an insert and none waits on a hot row lock.',
  `HTTP: ${CONNECTIONS} connections, bank transfers from one wallet, a fresh Idempotency-Key per request.`,
  '',
];
writeFileSync(join(RESULTS, 'money.md'), lines.join('\n'));
console.info('wrote bench/results/money.{json,md}');
