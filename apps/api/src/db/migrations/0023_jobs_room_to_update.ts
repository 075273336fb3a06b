import { type Kysely, sql } from 'kysely';

/**
 * Room on each page of `jobs` for its rows' next versions (issue 25). A job is written, claimed (its lock
 * and attempts change, no indexed column) and deleted within moments; the claim could be a heap-only
 * update, with no new index entry, only when the row's page had room for the new version, and pages
 * filled to the brim by inserts had none: about two claims in three wrote an entry in each of the table's
 * three live indexes. With a fill factor of 70, inserts leave 30% of each page for those updates.
 * Existing pages keep their rows; new ones are filled to 70%.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs set (fillfactor = 70)`.execute(db);
}
