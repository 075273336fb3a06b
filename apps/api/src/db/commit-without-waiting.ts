import { sql } from 'kysely';

/**
 * A RETURNING column for a claim made in a transaction of its own (an Idempotency-Key, a PIN's verify slot):
 * it lets that transaction commit without waiting for the disk (synchronous_commit off, for it alone). The
 * effect that follows the claim commits durably, and PostgreSQL's write-ahead log is one sequence, so that
 * flush takes the claim to disk too: if the effect is on disk, so is its claim. A crash before then loses
 * only a claim whose effect never happened, which expires on its own. Other sessions see the claim the
 * moment it commits, waited for or not, so claims still exclude each other. Evaluated for each row the
 * statement writes; a statement that writes nothing has nothing to flush.
 */
export const commitWithoutWaiting = sql<string>`set_config('synchronous_commit', 'off', true)`.as(
  'commitWithoutWaiting',
);
