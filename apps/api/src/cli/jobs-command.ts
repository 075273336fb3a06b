import type { DeadJob } from '../modules/jobs/dead-jobs';
import type { AdminClient } from './admin-client';

export const JOBS_USAGE = `  pnpm owo jobs [dead] [--json]      dead jobs: id, kind, subject, attempts, dead since, last error
  pnpm owo jobs retry <id> [--json]  run a dead job again (its failures start from 0, due now)`;

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
    String(job.deadAt),
    oneLine(job.lastError),
  ].join('\t');
}

/** `pnpm owo jobs ...`: returns the exit code (0 done, 1 refused, 2 usage). */
export async function jobsCommand(admin: AdminClient, args: string[]): Promise<number> {
  const json = args.includes('--json');
  const [command = 'dead', id, extra] = args.filter((a) => a !== '--json');
  if (!(command === 'dead' && !id) && !(command === 'retry' && id && !extra)) {
    console.error(`Usage:\n${JOBS_USAGE}`);
    return 2;
  }
  if (command === 'dead') {
    const { json: answer } = await admin.call('GET', 'jobs/dead');
    if (!answer.status) throw new Error(answer.message ?? 'The server refused the request');
    const jobs: DeadJob[] = answer.data.jobs;
    if (json) console.info(JSON.stringify({ jobs }));
    else if (jobs.length === 0) console.info(`No dead jobs (${admin.via}).`);
    else {
      console.info(['id', 'kind', 'subject', 'attempts', 'dead since', 'last error'].join('\t'));
      for (const job of jobs) console.info(row(job));
    }
    return 0;
  }
  const { status, json: answer } = await admin.call('POST', `jobs/${encodeURIComponent(id as string)}/retry`);
  if (status !== 200) {
    const reason = status === 404 ? 'unknown' : status === 409 ? 'not_dead' : 'refused';
    const message = answer.message ?? 'The server refused the request';
    if (json) console.info(JSON.stringify({ error: { reason, message } }));
    else console.error(message);
    return 1;
  }
  const job: DeadJob = answer.data.job;
  if (json) console.info(JSON.stringify({ revived: job }));
  else {
    console.info(
      `Revived job ${job.id} (${job.kind}, ${subject(job)}), dead since ${job.deadAt} after ${job.failures} failures in a row: its failures start again from 0 and it is due now (${admin.via}).`,
    );
  }
  return 0;
}
