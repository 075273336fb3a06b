import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../ledger/post';

export interface Job {
  id: string;
  kind: string;
  subjectId: string;
  attempts: number;
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
 * Claims up to `limit` due jobs under a lease. SKIP LOCKED lets replicas claim side by side without
 * waiting on each other; the lease (not a held transaction) covers the outside call, and a job whose
 * worker died becomes due again when its lease runs out.
 */
export async function claimJobs(db: Db, now: Date, leaseMs: number, limit: number): Promise<Job[]> {
  const until = new Date(now.getTime() + leaseMs);
  // The CamelCasePlugin renames result columns of raw SQL too (subject_id -> subjectId).
  const rows = await sql<{ id: string | number; kind: string; subjectId: string; attempts: number }>`
    update jobs set locked_until = ${until}, attempts = attempts + 1
    where id in (
      select id from jobs
      where run_at <= ${now} and (locked_until is null or locked_until <= ${now})
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

export async function retryJob(db: Db, id: string, runAt: Date, error: string | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ runAt, lockedUntil: null, lastError: error })
    .where('id', '=', id)
    .execute();
}
