/**
 * Money benchmark: the ledger alone (postings per second, many payers into the same hot accounts) and
 * POST /api/v1/transfers over HTTP, each on PGlite and on PostgreSQL, with the argon2id verify rate
 * printed beside the HTTP figure (each transfer verifies the PIN once: that rate is the ceiling).
 *
 *   pnpm exec tsx bench/money.ts
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_PAYERS
 * (default 200), BENCH_CONCURRENCY (default 16), BENCH_HTTP_PAYERS (default 8), BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_SKIP_PG=1. Writes bench/results/money.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argon2VerifyRate } from './money/argon2-rate';
import { benchLedger, type LedgerResult } from './money/ledger';
import { benchTransfersHttp, type HttpResult } from './money/transfers-http';
import { withPg } from './support/api-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAYERS = Number(process.env.BENCH_PAYERS ?? 200);
const HTTP_PAYERS = Number(process.env.BENCH_HTTP_PAYERS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Row {
  database: 'pglite' | 'postgres';
  ledger: LedgerResult;
  http: HttpResult;
}

const rows: Row[] = [];
const databases: Row['database'][] = process.env.BENCH_SKIP_PG === '1' ? ['pglite'] : ['pglite', 'postgres'];
const verifyRate = await argon2VerifyRate(Math.min(SECONDS, 5));
console.info(`argon2id verify rate: ${verifyRate}/s`);
console.info(
  'hot accounts: fee revenue and provider float have no balance row; their balance is the sum of their entries, so postings into them are inserts and never wait on a row lock',
);
for (const database of databases) {
  const ledgerOptions = { seconds: SECONDS, payers: PAYERS, concurrency: CONCURRENCY };
  const httpOptions = { database, seconds: SECONDS, connections: CONNECTIONS, payers: HTTP_PAYERS };
  const ledger =
    database === 'postgres'
      ? await withPg((databaseUrl) => benchLedger({ ...ledgerOptions, databaseUrl }))
      : await benchLedger(ledgerOptions);
  console.info(
    `${database} ledger: ${ledger.postingsPerSecond} postings/s, p50 ${ledger.p50Ms} ms, p99 ${ledger.p99Ms} ms`,
  );
  const http = await benchTransfersHttp(httpOptions);
  console.info(
    `${database} POST /transfers: ${http.requestsPerSecond}/s (${Math.round((http.requestsPerSecond / verifyRate) * 100)}% of argon2), p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms, non-2xx ${http.non2xx}`,
  );
  rows.push({ database, ledger, http });
}

const load = loadavg().map((n) => Math.round(n * 10) / 10);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${load.join(', ')}`;
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
  `Ledger: ${PAYERS} payers, ${CONCURRENCY} at once, each posting (payer → provider float + fee revenue) one SQL`,
  'statement (data-modifying CTEs: the posting, its entries and the payer’s balance; one round trip, atomic).',
  '**How the hot accounts avoid a hot row:** the fee revenue and provider float accounts have no balance row.',
  'Their balance is derived from their entries (the sum of credits minus debits), so every posting into them is an',
  'insert: no UPDATE, no row lock, and no transfer waits for another. Only the payer’s own wallet row is locked',
  '(a row per person), and its check (balance − held ≥ 0) makes an overdraft impossible.',
  `HTTP: ${CONNECTIONS} connections, bank transfers from ${HTTP_PAYERS} payers’ wallets in turn, a fresh Idempotency-Key`,
  'per request; the PIN is verified before the transaction opens, so no row lock is held during argon2.',
  '',
];
writeFileSync(join(RESULTS, 'money.md'), lines.join('\n'));
console.info('wrote bench/results/money.{json,md}');
