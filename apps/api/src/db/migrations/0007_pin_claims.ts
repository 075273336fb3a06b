import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A PIN attempt is claimed before its verify starts, so parallel guesses cannot all be verified before
  // the first of them is counted. `pending` counts the verifies in flight; `pending_at` is when the last
  // one was claimed, so claims left behind by a process that died mid-verify expire instead of
  // blocking the PIN for good.
  await sql`alter table pin_attempts add column pending integer not null default 0`.execute(db);
  await sql`alter table pin_attempts add column pending_at timestamptz`.execute(db);
}
