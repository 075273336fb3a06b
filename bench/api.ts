/**
 * API benchmark: login, verify-session and the notification list, on the embedded database (PGlite)
 * and on PostgreSQL. Run from the repo root:
 *
 *   pnpm exec tsx bench/api.ts
 *
 * Each database gets its own server (`pnpm --filter @owo/api dev`) with a throwaway DATA_DIR (and,
 * for PostgreSQL, a fresh database that is dropped afterwards). The per-IP limits are switched off
 * for the run (RATE_LIMIT_LOGIN=0, RATE_LIMIT_GLOBAL=0), since every request comes from 127.0.0.1.
 * Login stays slow by design: argon2id (19 MiB, 2 passes) on every attempt.
 *
 * Options (environment): BENCH_SECONDS (default 10 per case), BENCH_CONNECTIONS (default 10),
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SKIP_PG=1.
 * Writes bench/results/api.json and bench/results/api.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitForHealth, withPg } from './support/api-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { identifier: 'demo@owo.ng', password: 'Demo@Owo2026!' };

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Row {
  database: 'pglite' | 'postgres';
  case: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

function startApi(port: number, env: Record<string, string>): ChildProcess {
  // Its own process group, so stopping it stops pnpm, tsx and node together.
  const child = spawn('pnpm', ['--filter', '@owo/api', 'dev'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The demo account to sign in as; dev tools are on only with OWO_DEV_TOOLS=1 (loopback, no SMTP).
      OWO_DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_GLOBAL: '0',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
  });
  return child;
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timeout = sleep(15_000).then(() => 'timeout');
  if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
}

function cannon(options: Record<string, unknown>): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error: Error | null, result: CannonResult) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function benchDatabase(database: Row['database'], env: Record<string, string>): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startApi(port, env);
  try {
    await waitForHealth(child, base);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const body = (await login.json()) as { data?: { accessToken?: string } };
    const token = body.data?.accessToken;
    if (!token) throw new Error(`demo login failed: ${login.status} ${JSON.stringify(body)}`);
    const bearer = { authorization: `Bearer ${token}` };

    const cases: [string, Record<string, unknown>][] = [
      [
        'POST /auth/login',
        {
          url: `${base}/api/v1/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DEMO),
        },
      ],
      ['GET /auth/verify-session', { url: `${base}/api/v1/auth/verify-session`, headers: bearer }],
      [
        'GET /notifications?limit=10',
        { url: `${base}/api/v1/notifications?limit=10&page=1`, headers: bearer },
      ],
    ];
    const rows: Row[] = [];
    for (const [name, options] of cases) {
      await cannon({ ...options, duration: 2 }); // warm-up, not recorded
      const result = await cannon(options);
      const row: Row = {
        database,
        case: name,
        requestsPerSecond: Math.round(result.requests.average * 10) / 10,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      console.info(
        `${database.padEnd(8)} ${name.padEnd(28)} ${String(row.requestsPerSecond).padStart(8)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  (${row.non2xx} non-2xx, ${row.errors} errors)`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await stopApi(child);
  }
}

function markdown(rows: Row[], meta: Record<string, string | number>): string {
  const lines = [
    '# API benchmark',
    '',
    `${meta.date} · Node ${meta.node} · ${meta.cpus} × ${meta.cpu} · ${meta.connections} connections · ${meta.seconds} s per case · loopback`,
    '',
    '| database | case | requests/s | p50 (ms) | p99 (ms) | requests | non-2xx | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.case} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.requests} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
    'Login hashes with argon2id (19 MiB, 2 passes) on every call, so it is slow by design. The per-IP rate',
    'limits were off for the run (`RATE_LIMIT_LOGIN=0 RATE_LIMIT_GLOBAL=0`); every other rule was on.',
    '',
  ];
  return lines.join('\n');
}

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'owo-bench-'));
try {
  rows.push(...(await benchDatabase('pglite', { DATA_DIR: join(dataDir, 'pglite') })));
  if (process.env.BENCH_SKIP_PG !== '1') {
    rows.push(
      ...(await withPg((url) =>
        benchDatabase('postgres', { DATA_DIR: join(dataDir, 'postgres'), DATABASE_URL: url }),
      )),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const meta = {
  date: new Date().toISOString(),
  node: process.versions.node,
  cpus: cpus().length,
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  connections: CONNECTIONS,
  seconds: SECONDS,
};
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'api.json'), `${JSON.stringify({ ...meta, results: rows }, null, 2)}\n`);
writeFileSync(join(RESULTS, 'api.md'), markdown(rows, meta));
console.info(`\n${markdown(rows, meta)}`);
console.info(`Written to ${join('bench', 'results', 'api.json')} and api.md`);
