/**
 * Bills benchmark: POST /api/v1/bills/pay over HTTP (airtime, the sandbox provider), with a share of the
 * purchases pending (phone 08022222222, settled later by the requery jobs), on PGlite and PostgreSQL.
 * Prints purchases per second, p50 and p99, and how long the pending share took to settle. Each purchase
 * verifies the PIN with argon2id, so that rate is the ceiling, as for transfers.
 *
 *   pnpm exec tsx bench/bills.ts
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_PENDING_SHARE
 * (default 0.2), BENCH_PG_URL, BENCH_SKIP_PG=1. Writes bench/results/bills.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  BENCH_PIN,
  type BenchDatabase,
  fundedPayers,
  json,
  loadMoneyPost,
  withApi,
} from './support/api-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PENDING_SHARE = Number(process.env.BENCH_PENDING_SHARE ?? 0.2);

interface Result {
  database: BenchDatabase;
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  purchases: number;
  non2xx: number;
  pendingShare: number;
  /** From the end of the load until no purchase was pending. */
  settleSeconds: number;
}

const body = (phone: string) =>
  JSON.stringify({ service: 'airtime', biller: 'mtn', customerId: phone, amount: 5_000, pin: BENCH_PIN });

function run(database: BenchDatabase): Promise<Result> {
  const env = { SANDBOX_BILLS_LATE_MS: '2000', BILLS_REQUERY_AFTER_MS: '1000' };
  return withApi(database, env, async (base) => {
    const [token] = await fundedPayers(base, 1, 500_000_000);
    const result = await loadMoneyPost({
      base,
      path: '/api/v1/bills/pay',
      tokens: [token!],
      connections: CONNECTIONS,
      seconds: SECONDS,
      body: (n) => body((n + 1) % Math.round(1 / PENDING_SHARE) === 0 ? '08022222222' : '08011111111'),
    });
    const loadEnded = Date.now();
    for (;;) {
      const list = await json(base, '/api/v1/transactions?status=pending&limit=1', { token });
      if (Number(list.total) === 0) break;
      if (Date.now() - loadEnded > 120_000) throw new Error('pending purchases did not settle in 120 s');
      await sleep(250);
    }
    return {
      database,
      purchasesPerSecond: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      purchases: result.requests,
      non2xx: result.non2xx,
      pendingShare: PENDING_SHARE,
      settleSeconds: Math.round((Date.now() - loadEnded) / 100) / 10,
    };
  });
}

const results: Result[] = [];
for (const database of process.env.BENCH_SKIP_PG === '1'
  ? (['pglite'] as const)
  : (['pglite', 'postgres'] as const)) {
  const result = await run(database);
  results.push(result);
  console.info(
    `${database} POST /bills/pay: ${result.purchasesPerSecond}/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}; ${Math.round(PENDING_SHARE * 100)}% pending settled ${result.settleSeconds} s after the load`,
  );
}

const machine = { cpus: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 10) / 10) };
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'bills.json'),
  `${JSON.stringify({ machine, seconds: SECONDS, connections: CONNECTIONS, results }, null, 2)}\n`,
);
writeFileSync(
  join(RESULTS, 'bills.md'),
  [
    '# Bills: POST /api/v1/bills/pay over HTTP',
    '',
    `${SECONDS} s, ${CONNECTIONS} connections, ${Math.round(PENDING_SHARE * 100)}% of purchases pending (08022222222), on ${machine.cpus} cores (load average ${machine.loadAverage.join(', ')}). Each purchase verifies the PIN with argon2id; see money.md for that rate.`,
    '',
    '| database | purchases/s | p50 ms | p99 ms | non-2xx | pending settled after |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.purchasesPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.settleSeconds} s |`,
    ),
    '',
  ].join('\n'),
);
