import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: jobs end. `failures` counts the runs in a row whose handler threw (a run that reschedules
 * because the provider has no final answer yet is not one); at `JOB_MAX_ATTEMPTS` the job gets `dead_at`
 * and is never claimed again until an operator revives it (`pnpm owo jobs retry <id>`). The due index
 * leaves dead jobs out, so claiming reads only live ones however many have died.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column failures integer not null default 0`.execute(db);
  await sql`alter table jobs add column dead_at timestamptz`.execute(db);
  await sql`drop index jobs_due`.execute(db);
  await sql`create index jobs_due on jobs (run_at) where dead_at is null`.execute(db);
  await sql`create index jobs_dead on jobs (dead_at) where dead_at is not null`.execute(db);
}
