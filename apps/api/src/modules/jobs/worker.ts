import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { claimJobs, type Job, retryJob } from './queue';

/** What a job handler does with its job: it finishes it itself (in the transaction of its effect). */
export type JobHandler = (job: Job) => Promise<void>;

const BATCH = 16;

/** Backoff for work that could not finish yet: 0.5 s doubling, at most 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 500 * 2 ** Math.min(attempts, 7));
}

/** Runs every due job once; returns how many were claimed. Tests call it directly. */
export async function runDueJobs(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config'>,
  handlers: Record<string, JobHandler>,
): Promise<number> {
  const jobs = await claimJobs(ctx.db, ctx.clock.now(), ctx.config.money.jobLeaseMs, BATCH);
  await Promise.all(
    jobs.map(async (job) => {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job);
      } catch (error) {
        ctx.log.error({ err: error, job: job.id, kind: job.kind }, 'job failed; will retry');
        const message = error instanceof Error ? error.message : String(error);
        await retryJob(
          ctx.db as Db,
          job.id,
          new Date(ctx.clock.now().getTime() + backoffMs(job.attempts)),
          message,
        );
      }
    }),
  );
  return jobs.length;
}

/**
 * Polls the jobs table from this process. Any number of API processes may run it on one database.
 * `kick()` runs a round now (after a transfer commits) instead of waiting for the next tick.
 */
export function startWorker(ctx: AppContext, handlers: Record<string, JobHandler>) {
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
