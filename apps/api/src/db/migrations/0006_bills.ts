import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Bill purchases (debits held, then posted or voided) and gift-card sales (credits after review) are
  // transactions too: History, limits and the ledger see them like any other.
  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`
      alter table transactions add constraint transactions_type_check
        check (type in ('user', 'bank', 'bill', 'giftcard'))`.execute(db);

  // What was bought, beside the transaction that paid for it.
  await sql`
      create table bill_purchases (
        transaction_id uuid primary key references transactions (id),
        service text not null,
        biller text not null,
        biller_name text not null,
        customer_id text not null,
        customer_name text,
        product_id text,
        product_name text,
        meter_type text check (meter_type in ('prepaid', 'postpaid')),
        provider text not null,
        provider_reference text,
        delivery jsonb not null default '{}'
      )`.execute(db);
  await sql`create index bill_purchases_provider_reference on bill_purchases (provider, provider_reference)`.execute(
    db,
  );

  // A gift card sold to Owo: the code is kept for the review, and shown back only by its last four.
  await sql`
      create table giftcard_sales (
        transaction_id uuid primary key references transactions (id),
        brand text not null,
        brand_name text not null,
        value_usd integer not null check (value_usd > 0),
        card_code text not null,
        provider text not null,
        provider_reference text
      )`.execute(db);

  // Provider callbacks already applied, by their event id: a second delivery changes nothing.
  await sql`
      create table provider_events (
        provider text not null,
        event_id text not null,
        received_at timestamptz not null default now(),
        primary key (provider, event_id)
      )`.execute(db);
}
