import type { Db } from '../../db/database';
import type { HoldStatus, TransactionRow } from '../../db/money-schema';

/** A dead job as an operator sees it: what it was about, how it ended, and the money it left as it was. */
export interface DeadJob {
  id: string;
  kind: string;
  subjectId: string;
  /** Runs claimed in all. */
  attempts: number;
  /** Failures in a row that ended it. */
  failures: number;
  deadAt: Date;
  /** The last thrown Error's message (a handler's errors never carry a PIN, token or card code). */
  lastError: string | null;
  /** Every job kind so far is about a transaction; null if the subject is none (or is gone). */
  transaction: { reference: string; status: TransactionRow['status']; holdStatus: HoldStatus | null } | null;
}

/** A job id as the jobs table writes it (bigint): anything else names no job. */
const JOB_ID = /^[1-9]\d{0,17}$/;

function deadJobs(db: Db) {
  return db
    .selectFrom('jobs')
    .leftJoin('transactions', 'transactions.id', 'jobs.subjectId')
    .select([
      'jobs.id',
      'jobs.kind',
      'jobs.subjectId',
      'jobs.attempts',
      'jobs.failures',
      'jobs.deadAt',
      'jobs.lastError',
      'transactions.reference',
      'transactions.status',
      'transactions.holdStatus',
    ])
    .where('jobs.deadAt', 'is not', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof deadJobs>['executeTakeFirstOrThrow']>>;

function toDeadJob(row: Row): DeadJob {
  return {
    id: String(row.id),
    kind: row.kind,
    subjectId: row.subjectId,
    attempts: row.attempts,
    failures: row.failures,
    deadAt: row.deadAt as Date,
    lastError: row.lastError,
    transaction:
      row.reference && row.status
        ? { reference: row.reference, status: row.status, holdStatus: row.holdStatus }
        : null,
  };
}

/** Dead jobs, the most recent death first (at most `limit`). */
export async function listDeadJobs(db: Db, limit = 100): Promise<DeadJob[]> {
  const rows = await deadJobs(db)
    .orderBy('jobs.deadAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toDeadJob);
}

export type Revival =
  | { revived: true; job: DeadJob }
  | { revived: false; reason: 'unknown' | 'not_dead'; message: string };

/**
 * Gives a dead job another run of JOB_MAX_ATTEMPTS, due at `now`. Its failures start again from 0;
 * `attempts` is kept, because a handler reads it to tell its first run from later ones (a bank transfer
 * sends once, then only requeries: reset, it would send again). A job that is not dead is left alone.
 */
export async function reviveJob(db: Db, id: string, now: Date): Promise<Revival> {
  if (!JOB_ID.test(id)) return unknown(id);
  const before = await deadJobs(db).where('jobs.id', '=', id).executeTakeFirst();
  // Only the dead row is changed, so two operators reviving at once revive it once.
  const revived =
    before &&
    (await db
      .updateTable('jobs')
      .set({ deadAt: null, failures: 0, runAt: now, lockedUntil: null })
      .where('id', '=', id)
      .where('deadAt', 'is not', null)
      .returning('id')
      .executeTakeFirst());
  if (before && revived) return { revived: true, job: toDeadJob(before) };
  const exists = await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return unknown(id);
  return { revived: false, reason: 'not_dead', message: `Job ${id} is not dead: the worker still runs it.` };
}

function unknown(id: string): Revival {
  return { revived: false, reason: 'unknown', message: `No job ${id}: it finished, or never existed.` };
}
