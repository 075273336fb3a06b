import { type Config, loadConfig } from '../config';
import { createDatabase, type Db, migrate } from '../db/database';
import { type DeadJob, listDeadJobs, reviveJob } from '../modules/jobs/dead-jobs';
import { runningServer } from './partner-client';

export const JOBS_USAGE = `  pnpm owo jobs [dead] [--json]      dead jobs: id, kind, subject, attempts, dead since, last error
  pnpm owo jobs retry <id> [--json]  run a dead job again (its failures start from 0, due now)`;

/**
 * Straight to the database: PostgreSQL (DATABASE_URL) may be shared with running servers; the embedded
 * PGlite folder may be opened by one process only, so a server running on it must be stopped first
 * (until these commands go through its admin API, as `partner` does).
 */
async function openDatabase(config: Config): Promise<{ db: Db; via: string }> {
  if (!config.databaseUrl) {
    const server = await runningServer(config);
    if (server) {
      throw new Error(
        `A server (${server}) has the database in ${config.dataDir} open; stop it first, or use DATABASE_URL.`,
      );
    }
  }
  const db = createDatabase({ ...config, inMemory: false });
  await migrate(db);
  return { db, via: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the database in ${config.dataDir}` };
}

/** One line: a multi-line error message would break the columns. */
function oneLine(text: string | null): string {
  return text === null ? '-' : text.replace(/\s+/g, ' ').trim();
}

function subject(job: DeadJob): string {
  const t = job.transaction;
  return t
    ? `${job.subjectId} (${t.reference}, ${t.status}${t.holdStatus ? `, hold ${t.holdStatus}` : ''})`
    : job.subjectId;
}

function row(job: DeadJob): string {
  return [
    job.id,
    job.kind,
    subject(job),
    `${job.attempts} (${job.failures} failed in a row)`,
    job.deadAt.toISOString(),
    oneLine(job.lastError),
  ].join('\t');
}

/** `pnpm owo jobs ...`: returns the exit code (0 done, 1 refused, 2 usage). */
export async function jobsCommand(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const [command = 'dead', id, extra] = args.filter((a) => a !== '--json');
  if (!(command === 'dead' && !id) && !(command === 'retry' && id && !extra)) {
    console.error(`Usage:\n${JOBS_USAGE}`);
    return 2;
  }
  const { db, via } = await openDatabase(loadConfig());
  try {
    if (command === 'dead') {
      const jobs = await listDeadJobs(db);
      if (json) console.info(JSON.stringify({ jobs }));
      else if (jobs.length === 0) console.info(`No dead jobs in ${via}.`);
      else {
        console.info(['id', 'kind', 'subject', 'attempts', 'dead since', 'last error'].join('\t'));
        for (const job of jobs) console.info(row(job));
      }
      return 0;
    }
    const result = await reviveJob(db, id as string, new Date());
    if (!result.revived) {
      if (json) console.info(JSON.stringify({ error: { reason: result.reason, message: result.message } }));
      else console.error(result.message);
      return 1;
    }
    const { job } = result;
    if (json) console.info(JSON.stringify({ revived: job }));
    else {
      console.info(
        `Revived job ${job.id} (${job.kind}, ${subject(job)}), dead since ${job.deadAt.toISOString()} after ${job.failures} failures in a row: its failures start again from 0 and it is due now.`,
      );
      console.info(`In ${via}: a running worker takes it at its next poll; else the next server start does.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
