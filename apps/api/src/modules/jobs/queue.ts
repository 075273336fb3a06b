import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../ledger/post';

export interface Job {
  id: string;
  kind: string;
  subjectId: string;
  /** Runs claimed so far, this one included (crashed runs too): 1 on the first run. */
  attempts: number;
}

/** An Error's message is all a job keeps of a failure, and only this much of it. */
const MAX_ERROR_CHARS = 1_000;

function errorText(error: string | null): string | null {
  return error === null ? null : error.slice(0, MAX_ERROR_CHARS);
}

/** Adds work in the caller's transaction, so it exists exactly when the thing it is about does. */
export async function enqueue(trx: Trx | Db, kind: string, subjectId: string, runAt: Date): Promise<void> {
  await trx
    .insertInto('jobs')
    .values({ kind, subjectId, runAt })
    .onConflict((oc) => oc.columns(['kind', 'subjectId']).doNothing())
    .execute();
}

/**
 * Claims up to `limit` due jobs of the given kinds under a lease. SKIP LOCKED lets replicas claim side
 * by side without waiting on each other; the lease (not a held transaction) covers the outside call, and
 * a job whose worker died becomes due again when its lease runs out. Dead jobs are left out (`dead_at is
 * null` is the due index's own predicate), and so are kinds this process has no handler for (a replica
 * of an older version): that is no failure of the job, and a replica that knows it will claim it.
 */
export async function claimJobs(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  kinds: string[],
): Promise<Job[]> {
  if (kinds.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs);
  // The CamelCasePlugin renames result columns of raw SQL too (subject_id -> subjectId).
  const rows = await sql<{ id: string | number; kind: string; subjectId: string; attempts: number }>`
    update jobs set locked_until = ${until}, attempts = attempts + 1
    where id in (
      select id from jobs
      where dead_at is null and run_at <= ${now} and (locked_until is null or locked_until <= ${now})
        and kind in (${sql.join(kinds)})
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, subject_id, attempts`.execute(db);
  return rows.rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    subjectId: r.subjectId,
    attempts: r.attempts,
  }));
}

export async function finishJob(trx: Trx | Db, id: string): Promise<void> {
  await trx.deleteFrom('jobs').where('id', '=', id).execute();
}

/**
 * A handler's "not final yet, ask again at `runAt`" (the provider says pending, or gave no answer). It is
 * no failure: the run of failures ends, so a transfer may wait on its bank for days without dying.
 */
export async function retryJob(db: Db, id: string, runAt: Date, error: string | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ runAt, lockedUntil: null, lastError: errorText(error), failures: 0 })
    .where('id', '=', id)
    .execute();
}

export interface Failure {
  /** Failures in a row, this one included. */
  failures: number;
  /** Set when this failure was the last one allowed. */
  deadAt: Date | null;
}

/**
 * Records that the handler threw on `job`: one more failure, then backoff until `runAt`, or death at
 * `maxFailures` (the job keeps its row, attempts and last error for the operator). One statement, and
 * only for the claim that ran: `attempts` grows with every claim, so a run that outlived its lease
 * (another worker claimed the job since) changes nothing and is not counted twice. Undefined then.
 */
export async function failJob(
  db: Db,
  job: Job,
  now: Date,
  runAt: Date,
  maxFailures: number,
  error: string,
): Promise<Failure | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      failures: eb('failures', '+', 1),
      lastError: errorText(error),
      lockedUntil: null,
      runAt,
      deadAt: sql<Date | null>`case when failures >= ${maxFailures - 1} then ${now}::timestamptz end`,
    }))
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('deadAt', 'is', null)
    .returning(['failures', 'deadAt'])
    .executeTakeFirst();
}
