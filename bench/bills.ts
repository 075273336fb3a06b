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
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, json, started } from './money/transfers-http';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = join(ROOT, 'apps', 'api');
const RESULTS = join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PENDING_SHARE = Number(process.env.BENCH_PENDING_SHARE ?? 0.2);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = createRequire(join(API_DIR, 'package.json'))('pg') as typeof import('pg');
const PIN = '2580';
// One tier with room for a benchmark's worth of purchases in a day.
const TIERS = JSON.stringify([
  { tier: 1, name: 'Bench', singleTransaction: 100_000_000, daily: 1_000_000_000_000, maxBalance: null },
]);

interface Result {
  database: 'pglite' | 'postgres';
  purchasesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  purchases: number;
  non2xx: number;
  pendingShare: number;
  /** From the end of the load until no purchase was pending. */
  settleSeconds: number;
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function run(database: Result['database']): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-bench-bills-'));
  const pgName = `owo_bench_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    await admin(`create database ${pgName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      OWO_DEV_TOOLS: '1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_GLOBAL: '0',
      TIER_LIMITS: TIERS,
      SANDBOX_BILLS_LATE_MS: '2000',
      BILLS_REQUERY_AFTER_MS: '1000',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await started(child, base);
    const login = await json(base, '/api/v1/auth/login', {
      method: 'POST',
      body: { identifier: 'demo@owo.ng', password: 'Demo@Owo2026!', rememberMe: false },
    });
    const token = String(login.accessToken);
    await json(base, '/api/v1/auth/set-transaction-pin', { method: 'POST', body: { pin: PIN }, token });
    const wallet = await json(base, '/api/v1/wallet', { token });
    await json(base, '/api/v1/dev/incoming-transfer', {
      method: 'POST',
      body: {
        accountNumber: wallet.accountNumber,
        amount: 500_000_000,
        senderName: 'Bench',
        senderBank: 'GTBank',
      },
    });
    let sent = 0;
    const body = (phone: string) =>
      JSON.stringify({ service: 'airtime', biller: 'mtn', customerId: phone, amount: 5_000, pin: PIN });
    const result = (await autocannon({
      url: `${base}/api/v1/bills/pay`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      requests: [
        {
          setupRequest: (req: Record<string, unknown>) => {
            sent += 1;
            const pending = sent % Math.round(1 / PENDING_SHARE) === 0;
            return {
              ...req,
              body: body(pending ? '08022222222' : '08011111111'),
              headers: { ...(req.headers as object), 'idempotency-key': randomUUID() },
            };
          },
        },
      ],
    })) as unknown as {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      non2xx: number;
    };
    const loadEnded = Date.now();
    for (;;) {
      const list = await json(base, '/api/v1/transactions?status=pending&limit=1', { token });
      if (Number(list.total) === 0) break;
      if (Date.now() - loadEnded > 120_000) throw new Error('pending purchases did not settle in 120 s');
      await sleep(250);
    }
    return {
      database,
      purchasesPerSecond: Math.round(result.requests.average * 10) / 10,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      purchases: result.requests.total,
      non2xx: result.non2xx,
      pendingShare: PENDING_SHARE,
      settleSeconds: Math.round((Date.now() - loadEnded) / 100) / 10,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await admin(`drop database if exists ${pgName} with (force)`);
  }
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
