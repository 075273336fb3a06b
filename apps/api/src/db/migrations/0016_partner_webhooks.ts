import { type Kysely, sql } from 'kysely';

/**
 * Server-side confirmation for partners (issue 24): a secret key (kept as its SHA-256 only), a webhook
 * URL and its signing secret; the partner origin a payment was made through; and every webhook message
 * with how its delivery went (retried by a durable job for 24 h, replayable by an operator).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table partners
      add column secret_key_hash text unique,
      add column webhook_url text,
      add column webhook_secret text`.execute(db);
  await sql`alter table transactions add column partner_origin text`.execute(db);
  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      partner_origin text not null references partners (origin) on delete cascade,
      transaction_id uuid not null references transactions (id),
      type text not null check (type in ('payment.pending', 'payment.completed', 'payment.failed')),
      payload text not null,
      attempts integer not null default 0,
      last_status integer,
      last_error text,
      state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
      created_at timestamptz not null default now(),
      -- Retries run for 24 h from here: the message's creation, or an operator's replay.
      retry_from timestamptz not null default now(),
      delivered_at timestamptz,
      unique (transaction_id, type)
    )`.execute(db);
  await sql`create index webhook_deliveries_partner on webhook_deliveries (partner_origin, created_at)`.execute(
    db,
  );
}
