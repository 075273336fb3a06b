/**
 * Money benchmark: the ledger alone (postings per second, many payers into the same hot accounts),
 * POST /api/v1/transfers and a dollar card's funding (POST /api/v1/cards/{id}/fund) over HTTP, each on
 * PGlite and on PostgreSQL, with the argon2id verify rate
 * printed beside the HTTP figure (each transfer verifies the PIN once: that rate is the ceiling), and on
 * PostgreSQL a ladder of requests that do only part of a transfer's work, to show where its CPU goes, run
 * again with the PIN's hash made nearly free to show what that work costs without argon2 beside it.
 *
 *   pnpm exec tsx bench/money.ts
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_PAYERS
 * (default 200), BENCH_CONCURRENCY (default 16), BENCH_HTTP_PAYERS (default 32), BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_SKIP_PG=1. Writes bench/results/money.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argon2VerifyRate } from './money/argon2-rate';
import { benchCardFundingHttp } from './money/cards-http';
import { type DatabaseCost, databaseCostMarkdown, measureDatabaseCost } from './money/database-cost';
import { type Floor, measureFloor } from './money/floor';
import { benchLedger, type LedgerResult } from './money/ledger';
import { benchTopUpsHttp } from './money/top-ups-http';
import {
  ARGON2_SECONDS,
  benchLadder,
  benchTransfersHttp,
  benchWithoutArgon2,
  type HttpResult,
  type MoneyKind,
  type WorkResult,
} from './money/transfers-http';
import { withPg } from './support/api-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAYERS = Number(process.env.BENCH_PAYERS ?? 200);
const HTTP_PAYERS = Number(process.env.BENCH_HTTP_PAYERS ?? 32);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Row {
  database: 'pglite' | 'postgres';
  /** One posting per statement and commit, as each money flow posts inside its own transaction. */
  ledger: LedgerResult;
  /** Postings waiting at one moment share one statement and commit (createPostingWriter). */
  ledgerGroup: LedgerResult;
  /** POST /transfers to a bank, then to an Owo user, then a card's funding. */
  http: HttpResult[];
}

const rows: Row[] = [];
const databases: Row['database'][] = process.env.BENCH_SKIP_PG === '1' ? ['pglite'] : ['pglite', 'postgres'];
const argon2 = await argon2VerifyRate(Math.min(SECONDS, 5));
const verifyRate = argon2.perSecond;
console.info(`argon2id verify rate: ${verifyRate}/s, ${argon2.cpuMsPerVerify} ms of CPU each`);
const floor: Floor | null = databases.includes('postgres')
  ? await withPg((databaseUrl) => measureFloor(databaseUrl, Math.min(SECONDS, 5), CONNECTIONS))
  : null;
/** CPU a transfer may spend besides its verify and still reach 90% of the argon2 rate on these cores. */
const budgetMs = Math.round((argon2.cpuMsPerVerify / 0.9 - argon2.cpuMsPerVerify) * 100) / 100;
if (floor) {
  console.info(
    `floor: an empty JSON POST ${floor.httpCpuMs} ms of CPU, one durable commit ${floor.commitCpuMs} ms; 90% of the argon2 rate leaves ${budgetMs} ms per transfer besides the verify`,
  );
}
console.info(
  'hot accounts: fee revenue and provider float have no balance row; their balance is the sum of their entries, so postings into them are inserts and never wait on a row lock',
);
/** Total CPU per request (API, PostgreSQL, load generator), or null where PostgreSQL's share is unknown. */
const totalCpu = (cpu: HttpResult['cpuMs']) =>
  cpu.api === null ? null : cpu.api + (cpu.postgres ?? 0) + cpu.loadGenerator;
/** CPU per request besides the one argon2 verify every rung and transfer makes. */
const beyondVerify = (h: HttpResult) => {
  const total = totalCpu(h.cpuMs);
  return total === null ? null : Math.round((total - h.argon2.cpuMsPerVerify) * 10) / 10;
};
/** Each case against the argon2 rate measured just before it: this machine's speed drifts over a run. */
const percentOfArgon2 = (h: HttpResult) => Math.round((h.requestsPerSecond / h.argon2.perSecond) * 100);
/** What 90% of the argon2 rate leaves a case besides its verify, at the verify's cost just before it. */
const budgetOf = (h: HttpResult) =>
  Math.round((h.argon2.cpuMsPerVerify / 0.9 - h.argon2.cpuMsPerVerify) * 100) / 100;

for (const database of databases) {
  const ledgerOptions = { seconds: SECONDS, payers: PAYERS, concurrency: CONCURRENCY };
  const httpOptions = { database, seconds: SECONDS, connections: CONNECTIONS, payers: HTTP_PAYERS };
  const runLedger = (groupCommit: boolean) =>
    database === 'postgres'
      ? withPg((databaseUrl) => benchLedger({ ...ledgerOptions, groupCommit, databaseUrl }))
      : benchLedger({ ...ledgerOptions, groupCommit });
  const ledger = await runLedger(false);
  const ledgerGroup = await runLedger(true);
  for (const [how, r] of [
    ['one posting per commit', ledger],
    ['group commit', ledgerGroup],
  ] as const) {
    console.info(
      `${database} ledger (${how}): ${r.postingsPerSecond} postings/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`,
    );
  }
  const http: HttpResult[] = [];
  for (const kind of ['bank', 'user'] as const) {
    const r = await benchTransfersHttp({ ...httpOptions, kind });
    console.info(
      `${database} POST /transfers (to a ${kind}): ${r.requestsPerSecond}/s (${percentOfArgon2(r)}% of argon2's ${r.argon2.perSecond}/s), p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}; CPU per request: API ${r.cpuMs.api} ms (kernel ${r.cpuMs.apiKernel} ms), PostgreSQL ${r.cpuMs.postgres} ms, load generator ${r.cpuMs.loadGenerator} ms`,
    );
    http.push(r);
  }
  // A card's funding uses a quote per request, made before the case: enough for 1.5 times the verify rate.
  const card = await benchCardFundingHttp({ ...httpOptions, quotes: Math.ceil(verifyRate * SECONDS * 1.5) });
  console.info(
    `${database} POST /cards/{id}/fund: ${card.requestsPerSecond}/s (${percentOfArgon2(card)}% of argon2's ${card.argon2.perSecond}/s), p50 ${card.p50Ms} ms, p99 ${card.p99Ms} ms, non-2xx ${card.non2xx}; CPU per request: API ${card.cpuMs.api} ms, PostgreSQL ${card.cpuMs.postgres} ms, load generator ${card.cpuMs.loadGenerator} ms`,
  );
  http.push(card);
  const topUp = await benchTopUpsHttp(httpOptions);
  console.info(
    `${database} POST /wallet/top-ups: ${topUp.requestsPerSecond}/s (${percentOfArgon2(topUp)}% of argon2's ${topUp.argon2.perSecond}/s), p50 ${topUp.p50Ms} ms, p99 ${topUp.p99Ms} ms, non-2xx ${topUp.non2xx}; CPU per request: API ${topUp.cpuMs.api} ms, PostgreSQL ${topUp.cpuMs.postgres} ms, load generator ${topUp.cpuMs.loadGenerator} ms`,
  );
  http.push(topUp);
  rows.push({ database, ledger, ledgerGroup, http });
}

/** The ladder's cases run on the deployment's database, under the same load as the transfers. */
const onPostgres = {
  database: 'postgres',
  seconds: SECONDS,
  connections: CONNECTIONS,
  payers: HTTP_PAYERS,
} as const;
// Where the CPU goes: the parts every debit must do before any money moves.
const ladder: HttpResult[] = databases.includes('postgres') ? await benchLadder(onPostgres) : [];
for (const r of ladder) {
  console.info(
    `postgres ${r.kind}: ${r.requestsPerSecond}/s (${percentOfArgon2(r)}% of argon2's ${r.argon2.perSecond}/s), p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}; CPU beyond the verify ${beyondVerify(r)} ms (budget at 90%: ${budgetOf(r)} ms)`,
  );
}

// The same work with the PIN's hash made nearly free: what each request's own work costs, without argon2.
const withoutArgon2: WorkResult[] = databases.includes('postgres')
  ? await benchWithoutArgon2(onPostgres)
  : [];
for (const r of withoutArgon2) {
  console.info(
    `postgres ${r.kind}, verify nearly free: ${r.requestsPerSecond}/s, non-2xx ${r.non2xx}; CPU per request ${totalCpu(r.cpuMs)?.toFixed(2)} ms (API ${r.cpuMs.api}, PostgreSQL ${r.cpuMs.postgres}, load generator ${r.cpuMs.loadGenerator})`,
  );
}

// What each money request costs the database, statement by statement, on a PostgreSQL of the bench's own.
const databaseCost: DatabaseCost[] = databases.includes('postgres')
  ? await measureDatabaseCost({
      kinds: ['user', 'bank', 'bill', 'card'],
      seconds: SECONDS,
      connections: CONNECTIONS,
      payers: HTTP_PAYERS,
    })
  : [];

const load = loadavg().map((n) => Math.round(n * 10) / 10);
/** Requests per second the cores could serve at this CPU per request, if they did nothing else. */
function ceiling(cpu: HttpResult['cpuMs']): string {
  const perRequest = totalCpu(cpu);
  return perRequest === null ? '—' : `${Math.round((cpus().length * 1000) / perRequest)}/s`;
}
/** The ladder's table, with the transfers on PostgreSQL as its last rungs, and what it says about the 90% target. */
function ladderLines(): string[] {
  const transfers = rows.find((r) => r.database === 'postgres')?.http ?? [];
  const rung = (kind: HttpResult['kind']) => [...ladder, ...transfers].find((h) => h.kind === kind);
  const bare = rung('bare-verify');
  const pinCheck = rung('pin-check');
  if (!bare || !pinCheck) return [];
  const what: Record<HttpResult['kind'], string> = {
    'bare-verify':
      'a bare node:http server: the body parsed, the PIN verified (one argon2id verify), nothing else',
    'no-sign-in':
      'the product’s server: its plugins, the body validated as a transfer, the PIN verified; no sign-in',
    'pin-check': '+ signed in (the access token and the session read): a debit’s first step',
    'fixed-part':
      '+ the Idempotency-Key claimed and its answer stored, the PIN’s attempt count: a debit’s fixed part',
    user: '+ the money: POST /transfers to an Owo user',
    bank: '+ the money: POST /transfers to a bank (name enquiry, hold, job, settlement)',
    card: '+ the money: POST /cards/{id}/fund (quote, hold, issuer, conversion)',
    topup: '+ the money: POST /wallet/top-ups (the card, pending credit, processor charge, posting)',
  };
  // Both rungs that only verify, with no sign-in: a bare server and the product's. Their spread is this machine's noise.
  const verifiers = [bare, rung('no-sign-in')].filter((h): h is HttpResult => h !== undefined);
  const label = (h: HttpResult) =>
    h.kind === 'bare-verify' ? 'a bare node:http server' : 'the product’s server with no sign-in';
  const reached = verifiers.map((h) => `${label(h)} ${percentOfArgon2(h)}%`).join(', ');
  const roomOnMachine = verifiers.some((h) => percentOfArgon2(h) >= 90)
    ? `A server that does nothing but verify the PIN reached 90% of the argon2 rate in this run (${reached}): this machine and the load generator leave room for 90%; what a debit adds to the verify is what does not fit.`
    : `No server that does nothing but verify the PIN reached 90% of the argon2 rate in this run (${reached}): on this machine, in this run, nothing that verifies a PIN per HTTP request reached 90%.`;
  const spends = (kind: HttpResult['kind']) => {
    const h = rung(kind);
    return h ? `${beyondVerify(h) ?? '—'} ms (${percentOfArgon2(h)}%)` : '—';
  };
  const productServer = `The product’s server spends ${spends('no-sign-in')} beyond the verify before any sign-in, ${spends('pin-check')} once signed in, ${spends('fixed-part')} with a debit’s fixed part, and ${spends('user')} for a whole transfer to an Owo user. To reach 90%, everything a debit does besides its verify, sign-in and the money included, would have to fit in about ${budgetMs} ms of CPU.`;
  const own = (kind: HttpResult['kind']) => withoutArgon2.find((w) => w.kind === kind);
  const ownCpu = (kind: HttpResult['kind']) => {
    const w = own(kind);
    return w ? (totalCpu(w.cpuMs)?.toFixed(2) ?? '—') : '—';
  };
  const fixedOwn = own('fixed-part');
  const fixedOwnCpu = fixedOwn ? totalCpu(fixedOwn.cpuMs) : null;
  const ownWork =
    withoutArgon2.length === 0
      ? []
      : [
          '',
          '### The same work with the verify made nearly free',
          '',
          'Each rung and both transfers again, with the PIN hashed by argon2id at its smallest (8 KiB, 1 pass; a verify',
          'takes microseconds) through `BENCH_FREE_VERIFY` (`bench/support/bench-pin.ts`): the CPU each request’s own',
          'work costs, with argon2 neither taking the cores nor sharing their caches. The last column is the same',
          'request’s CPU beyond the verify under argon2, from the table above; the difference is what sharing costs.',
          '',
          '| rung | req/s | CPU ms per request: API | PostgreSQL | load generator | total | under argon2: beyond the verify |',
          '|---|---|---|---|---|---|---|',
          ...withoutArgon2.map((w) => {
            const loaded = rung(w.kind);
            return `| ${what[w.kind]} | ${w.requestsPerSecond} | ${w.cpuMs.api ?? '—'} | ${w.cpuMs.postgres ?? '—'} | ${w.cpuMs.loadGenerator} | ${ownCpu(w.kind)} | ${loaded ? (beyondVerify(loaded) ?? '—') : '—'} |`;
          }),
          '',
          `With the verify nearly free, a bare server costs ${ownCpu('bare-verify')} ms per request and the product’s server ${ownCpu('no-sign-in')} ms before sign-in; signed in, ${ownCpu('pin-check')} ms; with a debit’s fixed part, ${ownCpu('fixed-part')} ms; a transfer to an Owo user ${ownCpu('user')} ms and to a bank ${ownCpu('bank')} ms.` +
            (fixedOwnCpu !== null
              ? ` The fixed part every debit owes under the contract (sign-in, the Idempotency-Key, the PIN’s attempt count) costs ${fixedOwnCpu.toFixed(2)} ms on its own, ${(fixedOwnCpu / budgetMs).toFixed(1)} times the ${budgetMs} ms a transfer may spend besides its verify at 90%, before any money moves and before sharing the cores with argon2.`
              : ''),
        ];
  return [
    '',
    '## Where a transfer’s CPU goes (PostgreSQL)',
    '',
    'Each rung does what the one above it does, and more. All are POSTs of a transfer’s body with a fresh',
    'Idempotency-Key, under the same load as the transfers. The first rung is `bench/support/bare-server.ts`;',
    '`bench/support/ladder-server.ts` mounts the next three beside the product’s routes. “Beyond the verify” is the CPU',
    'per request (server, PostgreSQL and load generator) less one argon2id verify measured alone; it is measured under',
    'load, so it includes what sharing the cores costs the verify. Each rung is compared with the argon2 rate measured',
    `alone for ${ARGON2_SECONDS} s just before it, as the transfers above are. The machine's speed drifts within a`,
    'case too, so a rung that adds little to the verify can read a little below zero.',
    '',
    '| rung | req/s | argon2 rate just before | % of argon2 | p50 ms | p99 ms | CPU ms per request | beyond the verify |',
    '|---|---|---|---|---|---|---|---|',
    ...[...ladder, ...[...transfers].reverse()].map(
      (h) =>
        `| ${what[h.kind]} | ${h.requestsPerSecond} | ${h.argon2.perSecond}/s | ${percentOfArgon2(h)}% | ${h.p50Ms} | ${h.p99Ms} | ${totalCpu(h.cpuMs)?.toFixed(1) ?? '—'} | ${beyondVerify(h) ?? '—'} |`,
    ),
    '',
    roomOnMachine,
    productServer,
    ...ownWork,
  ];
}

/** How the HTTP table names each money request. */
const REQUESTS: Record<MoneyKind, string> = {
  bank: 'POST /transfers to a bank',
  user: 'POST /transfers to an Owo user',
  card: 'POST /cards/{id}/fund ($1)',
  topup: 'POST /wallet/top-ups (₦100 from a saved card)',
};

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${load.join(', ')}`;
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'money.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, seconds: SECONDS, argon2VerifyPerSecond: verifyRate, argon2CpuMsPerVerify: argon2.cpuMsPerVerify, budgetMsAt90Percent: budgetMs, floor, rows, ladder, withoutArgon2, databaseCost }, null, 2)}\n`,
);
const lines = [
  '# Money benchmark',
  '',
  `${new Date().toISOString()} · ${machine} · ${SECONDS} s per case`,
  '',
  `argon2id verify rate (19 MiB, 2 passes, ${process.env.UV_THREADPOOL_SIZE ?? 4} threads): **${verifyRate}/s**, ${argon2.cpuMsPerVerify} ms of CPU each, at the start of the run — the ceiling for POST /transfers.`,
  `This machine's speed drifts over a run (it shares its cores), so every HTTP case below is compared with the argon2 rate measured for ${ARGON2_SECONDS} s just before it.`,
  '',
  `To reach 90% of that rate on these ${cpus().length} cores, a transfer may spend **${budgetMs} ms of CPU** besides its verify, counting the API, PostgreSQL and the load generator together.`,
  ...(floor
    ? [
        `The floor under that (\`bench/money/floor.ts\`): an empty JSON POST to a bare node:http server costs ${floor.httpCpuMs} ms of CPU (server and load generator),`,
        `and one durable commit of one row ${floor.commitCpuMs} ms (PostgreSQL ${floor.commitPostgresCpuMs ?? '—'} ms, the client the rest), both at ${CONNECTIONS} at once. Both are far under the budget;`,
        'what spends it is the work each request does, which the ladder below takes apart.',
      ]
    : []),
  '',
  '| database | ledger | postings/s | p50 ms | p99 ms |',
  '|---|---|---|---|---|',
  ...rows.flatMap((r) =>
    [
      ['one posting per commit', r.ledger],
      ['group commit', r.ledgerGroup],
    ].map(
      ([how, l]) =>
        `| ${r.database} | ${how} | ${(l as LedgerResult).postingsPerSecond} | ${(l as LedgerResult).p50Ms} | ${(l as LedgerResult).p99Ms} |`,
    ),
  ),
  '',
  '| database | request | req/s | argon2 rate just before | % of argon2 | p50 ms | p99 ms | non-2xx | CPU ms per request: API | of which kernel | PostgreSQL | load generator | CPU ceiling: cores ÷ CPU per request |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.flatMap((r) =>
    r.http.map(
      (h) =>
        `| ${r.database} | ${REQUESTS[h.kind as MoneyKind]} | ${h.requestsPerSecond} | ${h.argon2.perSecond}/s | ${percentOfArgon2(h)}% | ${h.p50Ms} | ${h.p99Ms} | ${h.non2xx} | ${h.cpuMs.api ?? '—'} | ${h.cpuMs.apiKernel ?? '—'} | ${h.cpuMs.postgres ?? '— (in the API)'} | ${h.cpuMs.loadGenerator} | ${ceiling(h.cpuMs)} |`,
    ),
  ),
  ...ladderLines(),
  '',
  `Ledger: ${PAYERS} payers, ${CONCURRENCY} at once, each posting payer → provider float + fee revenue. A posting is one SQL`,
  'statement (data-modifying CTEs: the posting, its entries and the payer’s balance; one round trip, atomic).',
  '“One posting per commit” is how a money flow posts, inside its own transaction. “Group commit” is the ledger’s',
  'writer for postings that are a whole effect on their own (`createPostingWriter`): postings arriving while one batch',
  'is written wait and go together in one statement and one commit (one WAL flush for all), and if a batch fails each',
  'of its postings is written alone, so one refusal never takes the others with it.',
  '**How the hot accounts avoid a hot row:** the fee revenue and provider float accounts have no balance row.',
  'Their balance is derived from their entries (the sum of credits minus debits), so every posting into them is an',
  'insert: no UPDATE, no row lock, and no transfer waits for another. Only the payer’s own wallet row is locked',
  '(a row per person), and its check (balance − held ≥ 0) makes an overdraft impossible.',
  `HTTP: ${CONNECTIONS} connections, transfers from ${HTTP_PAYERS} payers’ wallets in turn, a fresh Idempotency-Key`,
  'per request; the PIN is verified before the transaction opens, so no row lock is held during argon2. To a bank: the',
  'name enquiry, a hold, a durable job that asks the provider and posts the hold when it confirms (at once in the',
  'sandbox, so the settlement runs inside the measured time), and a notification. To an Owo user: each payer pays the one',
  'half the list away, in one transaction that posts at once (no provider, no job). A card’s funding: each payer funds',
  'its own card with $1 under a quote made before the case (a quote is used once and held 60 s, so BENCH_SECONDS stays',
  'under about 50): the quote’s checks, the PIN, a hold, the sandbox issuer’s load (at once) and one posting in two',
  'currencies (wallet → fx:NGN and fees, fx:USD → the card).',
  'CPU per request is read from /proc over the measured seconds: the API process (its argon2 threads included),',
  'every PostgreSQL process, and this process (the load generator). A request costs at least one argon2 verify; the',
  'rest of its CPU is what keeps the rate under the argon2 ceiling on a machine whose cores all three share.',
  `The CPU ceiling is ${cpus().length} cores ÷ (API + PostgreSQL + load generator CPU per request): the rate the machine could`,
  'reach if it did nothing else. The measured rate sits near it, so the run is CPU-bound, not waiting on locks or I/O.',
  '',
  ...(databaseCost.length > 0
    ? [
        databaseCostMarkdown(databaseCost),
        'The same section alone, with the run before issue 25\u2019s changes beside it: `bench/money-database.ts`, which writes',
        'bench/results/money-database.md (and money-database-before.md, the same script on the commit before them).',
        '',
      ]
    : []),
];
writeFileSync(join(RESULTS, 'money.md'), lines.join('\n'));
console.info('wrote bench/results/money.{json,md}');
