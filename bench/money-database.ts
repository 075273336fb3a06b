/**
 * The database's work per money request alone (bench/money/database-cost.ts), without the rest of the money
 * bench: PostgreSQL's CPU and the API's own CPU per transfer to an Owo user, to a bank, per bill payment and
 * per card funding,
 * against issue 25's targets, and each request's statements. bench/money.ts runs the same section. When
 * bench/results/money-database-before.json holds an earlier run (the same script on an earlier commit, as
 * BENCH_RESULTS_NAME=money-database-before), the report puts the two side by side.
 *
 *   pnpm exec tsx bench/money-database.ts
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_HTTP_PAYERS
 * (default 32), BENCH_KINDS (default user,bank,bill,card), BENCH_RUNS (default 1: this machine's speed drifts by a fifth between runs, so a comparison
 * wants 3, each kind reported by its median run), BENCH_RESULTS_NAME (default money-database), BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379: the API's shared counters in Redis, as replicas run it; `off` keeps them in
 * the database). The API sends its mail by SMTP to the bench's own server (bench/support/smtp-sink.ts), as a
 * deployment sends it, not into the dev mailbox's table. Writes
 * bench/results/<name>.{json,md}.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CostKind,
  comparisonMarkdown,
  type DatabaseCost,
  databaseCostMarkdown,
  measureDatabaseCost,
} from './money/database-cost';

const RESULTS = join(fileURLToPath(new URL('..', import.meta.url)), 'bench', 'results');
const name = process.env.BENCH_RESULTS_NAME ?? 'money-database';
const ALL_KINDS: CostKind[] = ['user', 'bank', 'bill', 'card'];
// BENCH_KINDS=user,bank measures those alone (a quicker look while working on one path).
const kinds = process.env.BENCH_KINDS
  ? ALL_KINDS.filter((kind) => process.env.BENCH_KINDS?.split(',').includes(kind))
  : ALL_KINDS;
const runs: DatabaseCost[][] = [];
for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 1); run++) {
  runs.push(
    await measureDatabaseCost({
      kinds,
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
      payers: Number(process.env.BENCH_HTTP_PAYERS ?? 32),
    }),
  );
}
/** Each kind's run with the median PostgreSQL CPU (the upper one of an even count). */
const results = kinds.flatMap((kind) => {
  const ofKind = runs
    .flatMap((run) => run.filter((r) => r.kind === kind))
    .sort((a, b) => (a.cpuMs.postgres ?? 0) - (b.cpuMs.postgres ?? 0));
  const median = ofKind[Math.floor(ofKind.length / 2)];
  return median ? [median] : [];
});
const everyRun =
  runs.length > 1
    ? `Runs (PostgreSQL / API CPU ms per request; each kind is reported by its median run):\n\n${kinds
        .map(
          (kind) =>
            `- ${kind}: ${runs
              .map((run) => run.find((r) => r.kind === kind))
              .map((r) => `${r?.cpuMs.postgres} / ${r?.cpuMs.api}`)
              .join(', ')}`,
        )
        .join('\n')}\n\n`
    : '';
const machine = `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, load average ${loadavg()
  .map((n) => n.toFixed(1))
  .join(', ')}`;
const beforeFile = join(RESULTS, 'money-database-before.json');
const before =
  name !== 'money-database-before' && existsSync(beforeFile)
    ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as { machine: string; results: DatabaseCost[] })
    : null;
const comparison = before
  ? `## Before and after\n\n${comparisonMarkdown(before.results, results, before.machine)}\n`
  : '';
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, `${name}.json`),
  `${JSON.stringify({ machine, runs: runs.length, results }, null, 2)}\n`,
);
writeFileSync(
  join(RESULTS, `${name}.md`),
  `# Money: the database's work per request\n\n${machine}\n\n${everyRun}${comparison}${databaseCostMarkdown(results)}`,
);
console.info(everyRun + comparison + databaseCostMarkdown(results));
