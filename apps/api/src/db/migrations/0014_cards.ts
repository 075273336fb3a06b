import { type Kysely, sql } from 'kysely';

/**
 * Virtual dollar cards (issue 21). Owo keeps a card's issuer id, last four digits, expiry and a USD
 * ledger account whose balance is stored on the card row (moved by postMany with its entries, like a
 * wallet's) and can never go below zero. FX quotes hold a rate for 60 s and are used at most once; every
 * conversion keeps the rate it used. The sandbox issuer's tables hold what only an issuer may hold (the
 * card number and CVV, sealed): Owo's own tables never do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cards (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      account_id uuid not null unique references ledger_accounts (id),
      label text not null,
      brand text not null default 'visa' check (brand in ('visa')),
      issuer text not null,
      issuer_card_id text,
      last4 text check (last4 ~ '^[0-9]{4}$'),
      expiry_month integer check (expiry_month between 1 and 12),
      expiry_year integer,
      status text not null check (status in ('pending', 'active', 'frozen', 'terminated', 'failed')),
      balance bigint not null default 0 check (balance >= 0),
      billing_address jsonb not null,
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (issuer, issuer_card_id)
    )`.execute(db);
  await sql`create index cards_user on cards (user_id, created_at)`.execute(db);

  await sql`
    create table fx_quotes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      card_id uuid references cards (id),
      purpose text not null check (purpose in ('card_create', 'card_fund', 'card_withdraw')),
      usd_amount bigint not null check (usd_amount > 0),
      ngn_amount bigint not null check (ngn_amount > 0),
      fee bigint not null check (fee >= 0),
      total bigint not null check (total > 0),
      kobo_per_usd bigint not null check (kobo_per_usd > 0),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index fx_quotes_expiry on fx_quotes (expires_at)`.execute(db);

  // The detail of each 'card' wallet transaction, as bill_purchases is a bill's: which card, how many
  // dollars, at what rate (kobo per dollar).
  await sql`
    create table card_conversions (
      transaction_id uuid primary key references transactions (id),
      card_id uuid not null references cards (id),
      kind text not null check (kind in ('create', 'fund', 'withdraw', 'terminate', 'refund')),
      usd_amount bigint not null check (usd_amount > 0),
      kobo_per_usd bigint not null check (kobo_per_usd > 0)
    )`.execute(db);
  await sql`create index card_conversions_card on card_conversions (card_id)`.execute(db);

  // The card's own statement, in cents: money in and out, merchants' charges, refunds and declines.
  await sql`
    create table card_transactions (
      id uuid primary key default gen_random_uuid(),
      card_id uuid not null references cards (id),
      type text not null check (type in ('funding', 'withdrawal', 'purchase', 'refund', 'decline')),
      amount bigint not null check (amount > 0),
      merchant text,
      category text,
      status text not null check (status in ('completed', 'declined')),
      decline_reason text check (decline_reason in ('insufficient_funds', 'card_frozen', 'card_terminated', 'merchant_not_supported')),
      transaction_id uuid references transactions (id),
      posting_id uuid references postings (id),
      issuer_reference text,
      refund_of uuid references card_transactions (id),
      created_at timestamptz not null default now(),
      check ((status = 'declined') = (type = 'decline')),
      check ((decline_reason is null) = (type <> 'decline'))
    )`.execute(db);
  await sql`create index card_transactions_card on card_transactions (card_id, created_at desc, id desc)`.execute(
    db,
  );
  // One decision per authorisation the issuer asks about.
  await sql`
    create unique index card_transactions_authorization on card_transactions (issuer_reference)
    where type in ('purchase', 'decline')`.execute(db);
  await sql`create index card_transactions_refunds on card_transactions (refund_of) where refund_of is not null`.execute(
    db,
  );

  // --- the sandbox issuer (modules/card-issuer-sandbox): its own tables, never read by Owo's cards ---
  await sql`
    create table sandbox_issuer_cards (
      id uuid primary key default gen_random_uuid(),
      reference text not null unique,
      label text not null,
      name_on_card text not null,
      outcome text not null check (outcome in ('active', 'failed')),
      number_sealed text,
      cvv_sealed text,
      last4 text,
      expiry_month integer,
      expiry_year integer,
      status text not null check (status in ('active', 'frozen', 'terminated')),
      ready_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sandbox_issuer_loads (
      reference text primary key,
      card_id uuid not null references sandbox_issuer_cards (id),
      amount bigint not null,
      outcome text not null check (outcome in ('completed', 'failed')),
      ready_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sandbox_issuer_reveals (
      token_hash text primary key,
      card_id uuid not null references sandbox_issuer_cards (id),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`
    create table sandbox_issuer_authorizations (
      id uuid primary key default gen_random_uuid(),
      card_id uuid not null references sandbox_issuer_cards (id),
      amount bigint not null,
      merchant text not null,
      approved boolean not null,
      refunded bigint not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
}
