import { type Kysely, sql } from 'kysely';

/**
 * A money alert kept on its transaction (issue 25): the owner's balance right after the transaction
 * completed, written with the row (or with the update that completes it), and one job per effect naming
 * it (`transaction-alert`). Until now each alert was a `money_alerts` row, written with the transaction and
 * deleted once mailed, with two index entries, two foreign keys to check and a delete later: the largest
 * write of a transfer after the transfer itself. `money_alerts` stays for the alerts an older replica
 * records during a rolling deploy (its `money-alert` jobs are still sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transactions add column balance_after bigint`.execute(db);
}
