/**
 * What one money request costs the database, on the bench's own PostgreSQL (own-postgres.ts): its CPU per
 * request (the cluster's processes alone, read from /proc) under the same load as the transfers, and which
 * statements it ran (pg_stat_statements: calls, execution and planning time per request). The PIN is hashed
 * nearly free (BENCH_FREE_VERIFY) so the API's own CPU per request is the request's work, not argon2's.
 * Each case ends only when the work the requests queued (money alerts, a bank's settlement) is done, so
 * that work is counted with them.
 */
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BENCH_PIN,
  fundedPayers,
  json,
  LADDER_SERVER,
  type LoadResult,
  loadMoneyPost,
  pg,
  pointPostgresAt,
  withApi,
} from '../support/api-server';
import { type CpuPerRequest, measureCpu, readPostgresCpuFrom } from '../support/cpu';
import { startOwnPostgres } from '../support/own-postgres';
import { startSmtpSink } from '../support/smtp-sink';
import { dollarCards } from './dollar-cards';
import {
  readStatements,
  readTableWrites,
  resetStatements,
  resetTableStats,
  type StatementReport,
  type TableWrites,
} from './statements';

export type CostKind = 'user' | 'bank' | 'bill' | 'card';

/** The issue's targets (issue 25): PostgreSQL CPU and the API's own CPU per request, in ms. */
export const TARGETS: Record<CostKind, { postgres: number | null; api: number | null }> = {
  user: { postgres: 1.0, api: 2.0 },
  bank: { postgres: 1.5, api: 3.0 },
  bill: { postgres: null, api: null },
  card: { postgres: null, api: null },
};

export const COST_LABELS: Record<CostKind, string> = {
  user: 'POST /transfers to an Owo user',
  bank: 'POST /transfers to a bank',
  bill: 'POST /bills/pay (airtime)',
  card: 'POST /cards/{id}/fund ($1)',
};

export interface DatabaseCost extends LoadResult {
  kind: CostKind;
  /** Where the API kept its shared counters (absent from results written before it was a choice). */
  counters?: 'redis' | 'database';
  /** Where the API's mail went (absent from results written before it was sent by SMTP: the dev mailbox). */
  mail?: 'smtp' | 'mailbox';
  /** The machine's speed (referenceCpuMs; absent from results written before it was measured). */
  referenceMs?: number;
  cpuMs: CpuPerRequest;
  statements: StatementReport;
  /** Rows written per request, by table (absent from results written before it was measured). */
  tables?: TableWrites[];
}

/** A GTBank number the sandbox completes (see apps/api/README.md). */
const BANK = { type: 'bank', bankCode: '058', accountNumber: '0000001125', amount: 100, pin: BENCH_PIN };
/** An MTN number the bills sandbox completes at once. */
const AIRTIME = {
  service: 'airtime',
  biller: 'mtn',
  customerId: '08011111111',
  amount: 5_000,
  pin: BENCH_PIN,
};

const PATHS: Record<Exclude<CostKind, 'card'>, string> = {
  user: '/api/v1/transfers',
  bank: '/api/v1/transfers',
  bill: '/api/v1/bills/pay',
};

/** Card fundings a second the quotes made before a load can serve; a request past them is refused (non-2xx). */
const CARD_QUOTES_PER_SECOND = 300;

/** Until the jobs a case queued are done: none due (or about to be), no money alert unsent. */
async function drained(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 200; i++) {
      const { rows } = await client.query<{ n: number }>(
        `select (select count(*) from jobs where dead_at is null and run_at <= now() + interval '1 second')::int
              + (select count(*) from money_alerts)::int as n`,
      );
      if (rows[0]?.n === 0) return;
      await sleep(100);
    }
    throw new Error('the jobs a case queued were not done within 20 s');
  } finally {
    await client.end();
  }
}

async function analyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/**
 * The machine's speed, read where the transfers run: the CPU this PostgreSQL spends on a fixed query (the
 * sum of REFERENCE_ROWS numbers from generate_series), the least of three tries. Figures from machines of
 * different speeds compare through it (this bench's machines have differed by a factor of four); it is
 * measured, not used to scale anything.
 */
const REFERENCE_ROWS = 5_000_000;
async function referenceCpuMs(databaseUrl: string, cpuMs: () => number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tries: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = cpuMs();
      await client.query(`select sum(i) from generate_series(1, ${REFERENCE_ROWS}) i`);
      tries.push(cpuMs() - start);
    }
    return Math.min(...tries);
  } finally {
    await client.end();
  }
}

/**
 * The shared counters (the look-up limit a transfer to an Owo user reads, sign-in failures) are where
 * replicas keep them: in Redis (REDIS_URL), which the README asks of any deployment of more than one API
 * process, so every replica enforces one limit. That is the deployment this bench stands for (replicas
 * sharing one PostgreSQL), so its API gets the machine's Redis: BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379. `BENCH_REDIS_URL=off`, or no Redis answering, keeps them in the database, as a
 * single process without Redis runs (one more statement per transfer to an Owo user).
 */
async function redisForCounters(): Promise<string | undefined> {
  const url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (url === 'off') return undefined;
  const { hostname, port } = new URL(url);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
  if (!answers) console.warn(`No Redis at ${url}: the counters stay in the database.`);
  return answers ? url : undefined;
}

export async function measureDatabaseCost(options: {
  kinds: readonly CostKind[];
  seconds: number;
  connections: number;
  payers: number;
}): Promise<DatabaseCost[]> {
  const own = await startOwnPostgres();
  const machineUrl = pointPostgresAt(own.url);
  const machineCpu = readPostgresCpuFrom(() => own.cpuMs());
  const redis = await redisForCounters();
  const counters = redis ? 'redis' : 'database';
  // Mail goes out by SMTP, as a deployment sends it, not into the dev mailbox's table (smtp-sink.ts); the
  // dev tools the bench sets its accounts up with stay on beside it (OWO_DEV_TOOLS_UNSAFE, loopback only).
  const mail = process.env.BENCH_MAIL === 'mailbox' ? null : await startSmtpSink();
  try {
    return await withApi(
      'postgres',
      {
        BENCH_PIN,
        BENCH_FREE_VERIFY: '1',
        ...(mail && { SMTP_URL: mail.url, OWO_DEV_TOOLS_UNSAFE: '1' }),
        ...(redis && { REDIS_URL: redis }),
      },
      async (base, server, databaseUrl) => {
        if (!databaseUrl) throw new Error('the cost bench runs on PostgreSQL');
        const tokens = await fundedPayers(
          base,
          options.payers,
          200_000_000,
          mail ? async (_base, email) => mail.codeFor(email) : undefined,
        );
        const usernames: string[] = [];
        for (const token of tokens) {
          await json(base, '/api/v1/bench/free-pin', { method: 'POST', token });
          const session = await json(base, '/api/v1/auth/verify-session', { token });
          usernames.push(String((session.user as { username: string }).username));
        }
        const cards = options.kinds.includes('card') ? await dollarCards(base, tokens) : null;
        const bodies: Record<Exclude<CostKind, 'card'>, (n: number) => string> = {
          user: (n) =>
            JSON.stringify({
              type: 'user',
              recipient: usernames[(n + Math.floor(usernames.length / 2)) % usernames.length],
              amount: 100,
              pin: BENCH_PIN,
            }),
          bank: () => JSON.stringify(BANK),
          bill: () => JSON.stringify(AIRTIME),
        };
        const results: DatabaseCost[] = [];
        for (const kind of options.kinds) {
          const load = (seconds: number) =>
            loadMoneyPost({
              base,
              path: kind === 'card' && cards ? cards.path : PATHS[kind as Exclude<CostKind, 'card'>],
              tokens,
              connections: options.connections,
              seconds,
              body: kind === 'card' && cards ? cards.body : bodies[kind as Exclude<CostKind, 'card'>],
            });
          // What a load needs made first, outside what is measured (a card funding's quotes).
          const prepare = async (seconds: number) => {
            if (kind === 'card') await cards?.makeQuotes(seconds * CARD_QUOTES_PER_SECOND);
          };
          // A warm-up: every statement prepared on every pooled connection, the caches warm.
          await prepare(2);
          await load(2);
          await drained(databaseUrl);
          // Statistics as autovacuum keeps them on a database in service: this one is minutes old, and
          // plans made while its tables held a handful of rows would scan them whole as they grow.
          await analyze(databaseUrl);
          const referenceMs = await referenceCpuMs(databaseUrl, () => own.cpuMs());
          await prepare(1);
          await load(1);
          await drained(databaseUrl);
          await prepare(options.seconds);
          await resetStatements(databaseUrl);
          await resetTableStats(databaseUrl);
          const measured = await measureCpu(server, true, async () => {
            const result = await load(options.seconds);
            await drained(databaseUrl);
            return result;
          });
          const statements = await readStatements(databaseUrl, measured.requests);
          const tables = await readTableWrites(databaseUrl, measured.requests);
          results.push({
            ...measured,
            kind,
            counters,
            mail: mail ? 'smtp' : 'mailbox',
            referenceMs,
            statements,
            tables,
          });
          console.info(
            `${COST_LABELS[kind]}: ${measured.requestsPerSecond} req/s, PostgreSQL ${measured.cpuMs.postgres} ms and API ${measured.cpuMs.api} ms of CPU per request, ${statements.statements} statements`,
          );
        }
        return results;
      },
      LADDER_SERVER,
    );
  } finally {
    await own.stop();
    await mail?.close();
    pointPostgresAt(machineUrl);
    readPostgresCpuFrom(machineCpu);
  }
}

/** Before and after, side by side: `before` is an earlier run's results (bench/results/money-database-before.json). */
export function comparisonMarkdown(
  before: DatabaseCost[],
  after: DatabaseCost[],
  beforeLabel: string,
): string {
  const lines = [
    `| request | PostgreSQL CPU ms: before → after | target | API CPU ms: before → after | target | statements: before → after | req/s: before → after |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const now of after) {
    const then = before.find((r) => r.kind === now.kind);
    if (!then) continue;
    const target = TARGETS[now.kind];
    lines.push(
      `| ${COST_LABELS[now.kind]} | ${then.cpuMs.postgres} → **${now.cpuMs.postgres}** | ${target.postgres === null ? '—' : `≤ ${target.postgres}`} | ${then.cpuMs.api} → **${now.cpuMs.api}** | ${target.api === null ? '—' : `≤ ${target.api}`} | ${then.statements.statements} → **${now.statements.statements}** | ${then.requestsPerSecond} → ${now.requestsPerSecond} |`,
    );
  }
  return `Before: ${beforeLabel}.\n\n${lines.join('\n')}\n`;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Where the API's mail went, as the report says it. */
function mailLine(results: DatabaseCost[]): string {
  return results.every((r) => r.mail === 'smtp')
    ? 'Mail went out by SMTP (`SMTP_URL`, to the bench\u2019s own server: `bench/support/smtp-sink.ts`), as a deployment sends it, not into the dev mailbox\u2019s table.'
    : 'Mail went into the dev mailbox\u2019s table (`BENCH_MAIL=mailbox`), a table of the database a deployment does not write.';
}

/** Where the API kept its shared counters, as the report says it (redisForCounters). */
function countersLine(results: DatabaseCost[]): string {
  const where = new Set(results.map((r) => r.counters ?? 'database'));
  if (where.size > 1)
    return 'The shared counters were in Redis for some rows and in the database for others.';
  return where.has('redis')
    ? 'The API kept its shared counters (the look-up limit) in Redis (`REDIS_URL`), as replicas run it.'
    : 'The API kept its shared counters (the look-up limit) in the database (no `REDIS_URL`): one statement more per transfer to an Owo user than replicas with Redis run.';
}

/** The machine's speed as the report says it (referenceCpuMs), or nothing for results without it. */
function referenceLine(results: DatabaseCost[]): string {
  const read = results.flatMap((r) => (r.referenceMs === undefined ? [] : [r.referenceMs]));
  if (read.length === 0) return '';
  return `The machine's speed: a fixed query (the sum of ${REFERENCE_ROWS.toLocaleString('en')} numbers from \`generate_series\`) took ${Math.min(...read)}–${Math.max(...read)} ms of this PostgreSQL's CPU before each kind's load; the targets are absolute, and this is how runs on machines of other speeds compare.`;
}

/** The section of bench/results/money.md: the figures against the targets, then each kind's statements. */
export function databaseCostMarkdown(results: DatabaseCost[], heading = '##'): string {
  const lines = [
    `${heading} The database's work per money request`,
    '',
    "On the bench's own PostgreSQL (a throwaway cluster with `pg_stat_statements`: `bench/support/own-postgres.ts`),",
    'with the PIN hashed nearly free (`BENCH_FREE_VERIFY`) so the API column is the request\u2019s own work. CPU is',
    "read from /proc for that cluster's processes alone, over the load and until the jobs the requests queued",
    '(money alerts, a bank\u2019s settlement) are done. Statements per request count everything the request and its',
    'jobs ran: BEGIN and COMMIT, and the foreign-key checks PostgreSQL runs inside (track = all).',
    countersLine(results),
    mailLine(results),
    referenceLine(results),
    '',
    '| request | req/s | PostgreSQL CPU ms | target | API CPU ms | target | statements | of which COMMIT | exec ms | plan ms | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const target = TARGETS[r.kind];
    const commits = r.statements.rows
      .filter((row) => /^commit$/i.test(row.query))
      .reduce((sum, row) => sum + row.calls, 0);
    lines.push(
      `| ${COST_LABELS[r.kind]} | ${r.requestsPerSecond} | ${r.cpuMs.postgres ?? '—'} | ${target.postgres === null ? '—' : `≤ ${target.postgres}`} | ${r.cpuMs.api ?? '—'} | ${target.api === null ? '—' : `≤ ${target.api}`} | ${r.statements.statements} | ${round(commits)} | ${r.statements.execMs} | ${r.statements.planMs} | ${r.non2xx} |`,
    );
  }
  for (const r of results) {
    lines.push(
      '',
      `${heading}# ${COST_LABELS[r.kind]}: statements per request`,
      '',
      '| calls | exec ms | plan ms | rows | statement |',
      '|---|---|---|---|---|',
    );
    for (const row of r.statements.rows.filter((row) => row.calls >= 0.01)) {
      const text = row.query.length > 180 ? `${row.query.slice(0, 177)}…` : row.query;
      lines.push(
        `| ${round(row.calls)} | ${round(row.execMs, 3)} | ${round(row.planMs, 3)} | ${round(row.rows)} | \`${text.replace(/\|/g, '\\|').replace(/`/g, "'")}\` |`,
      );
    }
    if (!r.tables) continue;
    lines.push(
      '',
      `${heading}# ${COST_LABELS[r.kind]}: rows written per request`,
      '',
      'An update is HOT (heap-only) when the new row fits on its page and no indexed column changed: it writes no index entry.',
      '',
      '| table | inserted | updated | of which HOT | deleted | indexes | index entries written |',
      '|---|---|---|---|---|---|---|',
    );
    for (const t of r.tables) {
      lines.push(
        `| ${t.table} | ${t.inserted} | ${t.updated} | ${t.hot} | ${t.deleted} | ${t.indexes} | ${t.indexEntries} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
