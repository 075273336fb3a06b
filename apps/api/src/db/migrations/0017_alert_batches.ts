import { type Kysely, sql } from 'kysely';

/**
 * Money alerts go by the batch (issue 25): the alerts one money effect records share one job, named by
 * `batch_id` (the first transaction's id), so a transfer queues one job, not one per side. Alerts recorded
 * before this (and by an older replica during a deploy) have no batch: their job is named by their own
 * transaction, so the worker reads `coalesce(batch_id, transaction_id)`, which this index serves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table money_alerts add column batch_id uuid`.execute(db);
  await sql`create index money_alerts_batch on money_alerts ((coalesce(batch_id, transaction_id)))`.execute(
    db,
  );
}
