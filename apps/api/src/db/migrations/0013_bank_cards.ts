import { type Kysely, sql } from 'kysely';

/**
 * Linked debit cards and top-ups from them (issue 21, section 3), and the sandbox card processor's own
 * tables. Owo keeps of a card only what a processor hands back: its token, brand, last four digits,
 * expiry and issuing bank. The number and the CVV never reach Owo's tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bank_cards (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      processor text not null,
      token text not null,
      brand text not null check (brand in ('visa', 'mastercard', 'verve')),
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      expiry_month integer not null check (expiry_month between 1 and 12),
      expiry_year integer not null,
      bank text not null,
      status text not null check (status in ('otp_required', 'active', 'removed')),
      is_default boolean not null default false check (not is_default or status = 'active'),
      otp_attempts integer not null default 0,
      otp_sent_at timestamptz,
      created_at timestamptz not null default now(),
      removed_at timestamptz
    )`.execute(db);
  // A card is on an account once (the processor gives one customer the same token for the same card),
  // and an account has at most one default card.
  await sql`
    create unique index bank_cards_token on bank_cards (user_id, processor, token)
      where status <> 'removed'`.execute(db);
  await sql`create unique index bank_cards_default on bank_cards (user_id) where is_default`.execute(db);
  await sql`create index bank_cards_user on bank_cards (user_id, created_at)`.execute(db);

  // The card a top-up charged, beside its (credit) transaction.
  await sql`
    create table top_ups (
      transaction_id uuid primary key references transactions (id),
      bank_card_id uuid not null references bank_cards (id),
      processor text not null,
      processor_reference text
    )`.execute(db);

  // The sandbox processor's side, as a real processor keeps it on its own servers: never the number or
  // the CVV, only a keyed fingerprint (to give a customer the same token for the same card) and what the
  // sandbox's test numbers do.
  await sql`
    create table sandbox_processor_cards (
      token text primary key,
      customer text not null,
      fingerprint text not null,
      behaviour text not null,
      otp_pending boolean not null,
      created_at timestamptz not null default now(),
      unique (customer, fingerprint)
    )`.execute(db);
  await sql`
    create table sandbox_processor_charges (
      reference text primary key,
      token text not null,
      amount bigint not null check (amount > 0),
      outcome text not null check (outcome in ('approved', 'declined')),
      reason text,
      created_at timestamptz not null default now()
    )`.execute(db);
}
