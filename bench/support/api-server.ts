/**
 * What the HTTP benchmarks share: a throwaway API server (its own DATA_DIR and, for PostgreSQL, its own
 * database, dropped afterwards), JSON calls, funded payers with a PIN, and a money POST under load with a
 * fresh Idempotency-Key per request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_DIR = join(ROOT, 'apps', 'api');
let PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Points `withPg` at another server's admin URL (the bench's own PostgreSQL: own-postgres.ts); returns the one before. */
export function pointPostgresAt(url: string): string {
  const before = PG_URL;
  PG_URL = url;
  return before;
}
export const BENCH_PIN = '2580';
/** One tier with room for a benchmark's worth of payments in a day. */
export const BENCH_TIERS = JSON.stringify([
  { tier: 1, name: 'Bench', singleTransaction: 100_000_000, daily: 1_000_000_000_000, maxBalance: null },
]);
const DEMO = { identifier: 'demo@owo.ng', password: 'Demo@Owo2026!' };

// pg is a dependency of the API, not of the repo root.
export const pg = createRequire(join(API_DIR, 'package.json'))('pg') as typeof import('pg');

export type BenchDatabase = 'pglite' | 'postgres';

/** The API server with the benchmark's measuring routes beside the product's (see that file). */
export const LADDER_SERVER = join(ROOT, 'bench', 'support', 'ladder-server.ts');
const BARE_SERVER = join(ROOT, 'bench', 'support', 'bare-server.ts');

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
export async function withPg<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `owo_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await dropWhenClosed(name);
  }
}

/**
 * Drops a run's database once its connections are gone. A pool's end() resolves when it has asked its
 * connections to close, not when they have; forcing the drop at that moment would make PostgreSQL
 * terminate a closing connection, and pg report that as an error nobody is left to handle.
 */
async function dropWhenClosed(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const open = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (open.rows[0]?.n === 0) break;
      await sleep(100);
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function json(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data ?? {};
}

/** Resolves when the API answers its health check; throws if it exits or takes over 60 s. */
export async function waitForHealth(child: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the API did not start within 60 s');
}

/**
 * Runs `use` against a fresh API process on `database`, with dev tools on (the demo account, the
 * sandbox's incoming transfers) and the per-IP limits off (every request comes from 127.0.0.1). `entry` is
 * the script the API process runs, from apps/api: the real server, or `LADDER_SERVER`.
 */
export async function withApi<T>(
  database: BenchDatabase,
  env: Record<string, string>,
  use: (base: string, server: { pid: number | undefined }, databaseUrl?: string) => Promise<T>,
  entry = 'src/server.ts',
): Promise<T> {
  const run = async (databaseUrl?: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'owo-bench-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_API_NODE_ARGS: extra node flags for the API, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
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
        RATE_LIMIT_AUTH: '0',
        RATE_LIMIT_FORMS: '0',
        RATE_LIMIT_GLOBAL: '0',
        TIER_LIMITS: BENCH_TIERS,
        ...env,
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForHealth(child, base);
      return await use(base, { pid: child.pid }, databaseUrl);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return database === 'postgres' ? withPg(run) : run();
}

/**
 * Runs `use` against the bare node:http server (bare-server.ts) in its own process, as the API runs in its own:
 * with `pin`, it verifies each request's PIN; without, it only answers. `env` adds to its environment.
 */
export async function withBareServer<T>(
  pin: string | undefined,
  use: (base: string, server: { pid: number | undefined }) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_SERVER], {
    cwd: API_DIR,
    env: { ...process.env, ...env, ...(pin !== undefined && { BENCH_PIN: pin }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString('utf8').trim())));
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    return await use(`http://127.0.0.1:${port}`, { pid: child.pid });
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function signIn(base: string, identifier: string, password: string): Promise<string> {
  const login = await json(base, '/api/v1/auth/login', {
    method: 'POST',
    body: { identifier, password, rememberMe: false },
  });
  return String(login.accessToken);
}

/** Where a bench reads a new account's verification code: the dev mailbox, or the bench's own (smtp-sink.ts). */
export type CodeSource = (base: string, email: string) => Promise<string | undefined>;

const fromDevMailbox: CodeSource = async (base, email) => {
  const box = await json(base, `/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  return (box.messages as { code: string | null }[] | undefined)?.find((m) => m.code)?.code ?? undefined;
};

/** A new verified account (its code read from `codes`), signed in. */
async function newUser(base: string, n: number, codes: CodeSource): Promise<string> {
  const tag = `${randomBytes(3).toString('hex')}${n}`;
  const email = `bench.${tag}@example.com`;
  const password = 'Bench!Passw0rd';
  await json(base, '/api/v1/auth/register', {
    method: 'POST',
    body: {
      username: `bench_${tag}`,
      firstName: 'Bench',
      lastName: 'Payer',
      email,
      phoneNumber: '+2348012345678',
      gender: 'other',
      password,
      confirmPassword: password,
      countryCode: 'NGA',
      terms: true,
    },
  });
  for (let i = 0; ; i++) {
    const code = await codes(base, email);
    if (code) {
      await json(base, '/api/v1/auth/verify-email', { method: 'POST', body: { email, otp: code } });
      break;
    }
    if (i > 200) throw new Error(`no verification code for ${email}`);
    await sleep(25);
  }
  return signIn(base, email, password);
}

/**
 * `count` payers, each signed in with the bench PIN set and `amount` kobo arrived in the wallet: the demo
 * account first, then new accounts. Separate wallets, so concurrent payments do not queue on one row lock.
 */
export async function fundedPayers(
  base: string,
  count: number,
  amount: number,
  codes: CodeSource = fromDevMailbox,
): Promise<string[]> {
  const tokens = [await signIn(base, DEMO.identifier, DEMO.password)];
  for (let n = 1; n < count; n++) tokens.push(await newUser(base, n, codes));
  for (const token of tokens) {
    await json(base, '/api/v1/auth/set-transaction-pin', { method: 'POST', body: { pin: BENCH_PIN }, token });
    const wallet = await json(base, '/api/v1/wallet', { token });
    await json(base, '/api/v1/dev/incoming-transfer', {
      method: 'POST',
      body: { accountNumber: wallet.accountNumber, amount, senderName: 'Bench', senderBank: 'GTBank' },
    });
  }
  return tokens;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  connections: number;
}

/**
 * POSTs to `path` at full speed over `connections`, each request from the next payer in turn (`tokens`)
 * with the body `body(n)` (n counts the requests) and a fresh Idempotency-Key.
 */
export async function loadMoneyPost(options: {
  base: string;
  /** The route, or the n-th request's path (a card's own /cards/{id}/fund). */
  path: string | ((n: number) => string);
  tokens: string[];
  connections: number;
  seconds: number;
  body: (n: number) => string;
}): Promise<LoadResult> {
  let sent = 0;
  const result = (await autocannon({
    url: `${options.base}${typeof options.path === 'string' ? options.path : options.path(0)}`,
    method: 'POST',
    connections: options.connections,
    duration: options.seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const n = sent++;
          return {
            ...req,
            ...(typeof options.path !== 'string' && { path: options.path(n) }),
            body: options.body(n),
            headers: {
              ...(req.headers as object),
              authorization: `Bearer ${options.tokens[n % options.tokens.length]}`,
              'idempotency-key': randomUUID(),
            },
          };
        },
      },
    ],
  })) as unknown as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    connections: options.connections,
  };
}
