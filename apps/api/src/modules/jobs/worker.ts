import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { claimJobs, failJob, type Job } from './queue';

/**
 * What a job handler does with its job: it finishes it itself (in the transaction of its effect), or
 * reschedules it with `retryJob` when the outside world has no final answer yet. Throwing is a failure:
 * counted, retried with backoff, and after JOB_MAX_ATTEMPTS in a row the job is dead.
 */
export type JobHandler = (job: Job) => Promise<void>;

/**
 * A handler that takes the due jobs of its kind together (money alerts: one read, one send, one delete
 * for all of them), and answers which of them failed; those are counted as a single handler's throw
 * would be. Throwing fails them all.
 */
export interface BatchJobHandler {
  batch: (jobs: Job[]) => Promise<{ job: Job; error: unknown }[]>;
}

export type Handlers = Record<string, JobHandler | BatchJobHandler>;

const BATCH = 16;

/** Backoff for work that could not finish yet: 0.5 s doubling, at most 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 500 * 2 ** Math.min(attempts, 7));
}

/**
 * Counts a handler's throw. A dead job is an alert: whatever it was doing stays as it is (a transfer
 * or purchase pending with its money held, never guessed either way) until an operator looks at it.
 */
async function failed(ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config'>, job: Job, error: unknown) {
  const lastError = error instanceof Error ? error.message : String(error);
  const now = ctx.clock.now();
  const { jobMaxAttempts } = ctx.config.money;
  const at = { job: job.id, kind: job.kind, subjectId: job.subjectId, attempts: job.attempts };
  const failure = await failJob(
    ctx.db as Db,
    job,
    now,
    new Date(now.getTime() + backoffMs(job.attempts)),
    jobMaxAttempts,
    lastError,
  );
  if (!failure) {
    ctx.log.warn(
      { err: error, ...at },
      'job failed after its lease ran out; the run that holds it now decides',
    );
  } else if (failure.deadAt) {
    ctx.log.error(
      { alert: true, ...at, failures: failure.failures, lastError },
      `job is dead after ${failure.failures} failures in a row; what it was doing stays as it was until \`pnpm owo jobs retry ${job.id}\``,
    );
  } else {
    ctx.log.error(
      { err: error, ...at, failures: failure.failures, of: jobMaxAttempts },
      'job failed; will retry',
    );
  }
}

/** Runs every due job once; returns how many were claimed. Tests call it directly. */
export async function runDueJobs(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config'>,
  handlers: Handlers,
): Promise<number> {
  const { jobLeaseMs } = ctx.config.money;
  const jobs = await claimJobs(ctx.db, ctx.clock.now(), jobLeaseMs, BATCH, Object.keys(handlers));
  const batches = new Map<BatchJobHandler, Job[]>();
  const single: Job[] = [];
  for (const job of jobs) {
    const handler = handlers[job.kind];
    if (handler && 'batch' in handler) batches.set(handler, [...(batches.get(handler) ?? []), job]);
    else single.push(job);
  }
  await Promise.all([
    ...single.map(async (job) => {
      try {
        await (handlers[job.kind] as JobHandler)(job);
      } catch (error) {
        await failed(ctx, job, error);
      }
    }),
    ...[...batches].map(async ([handler, group]) => {
      let failures: { job: Job; error: unknown }[];
      try {
        failures = await handler.batch(group);
      } catch (error) {
        failures = group.map((job) => ({ job, error }));
      }
      await Promise.all(failures.map(({ job, error }) => failed(ctx, job, error)));
    }),
  ]);
  return jobs.length;
}

/**
 * Polls the jobs table from this process. Any number of API processes may run it on one database.
 * `kick()` runs a round now (after a transfer commits) instead of waiting for the next tick.
 */
export function startWorker(ctx: AppContext, handlers: Handlers) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const round = async () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await runDueJobs(ctx, handlers)) === BATCH) {}
        } catch (error) {
          if (!stopped) ctx.log.error({ err: error }, 'job poll failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void round(), ctx.config.money.jobPollMs);
  timer.unref();
  return {
    kick: () => void round(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
