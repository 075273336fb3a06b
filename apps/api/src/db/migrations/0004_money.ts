import { type Kysely, sql } from 'kysely';

/**
 * The ledger (double-entry, append-only), wallets, holds, transactions, idempotency records, PIN
 * attempts, beneficiaries and the durable job queue. Amounts are bigint kobo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
      create table ledger_accounts (
        id uuid primary key default gen_random_uuid(),
        code text not null unique,
        kind text not null check (kind in ('wallet', 'system')),
        currency text not null default 'NGN',
        created_at timestamptz not null default now()
      )`.execute(db);

  // The wallet row is the lock every debit takes; the check makes an overdraft impossible even for a bug.
  await sql`
      create table wallets (
        user_id uuid primary key references users (id) on delete restrict,
        account_id uuid not null unique references ledger_accounts (id),
        account_number text not null unique check (account_number ~ '^[0-9]{10}$'),
        tier integer not null default 1,
        balance bigint not null default 0,
        held bigint not null default 0 check (held >= 0),
        created_at timestamptz not null default now(),
        check (balance - held >= 0)
      )`.execute(db);

  await sql`
      create table postings (
        id uuid primary key default gen_random_uuid(),
        kind text not null,
        reverses_posting_id uuid unique references postings (id),
        description text not null,
        created_at timestamptz not null default now()
      )`.execute(db);

  await sql`
      create table ledger_entries (
        id bigint generated always as identity primary key,
        posting_id uuid not null references postings (id),
        account_id uuid not null references ledger_accounts (id),
        direction text not null check (direction in ('debit', 'credit')),
        amount bigint not null check (amount > 0),
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index ledger_entries_account on ledger_entries (account_id)`.execute(db);
  await sql`create index ledger_entries_posting on ledger_entries (posting_id)`.execute(db);

  await sql`
      create table transactions (
        id uuid primary key default gen_random_uuid(),
        reference text not null unique,
        user_id uuid not null references users (id),
        type text not null check (type in ('user', 'bank')),
        direction text not null check (direction in ('debit', 'credit')),
        amount bigint not null check (amount > 0),
        fee bigint not null default 0 check (fee >= 0),
        currency text not null default 'NGN',
        status text not null check (status in ('pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded', 'reversed')),
        counterparty jsonb not null,
        narration text,
        session_id text,
        posting_id uuid references postings (id),
        hold_amount bigint not null default 0,
        hold_status text check (hold_status in ('open', 'posted', 'voided')),
        related_id uuid references transactions (id),
        failure_reason text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index transactions_user on transactions (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index transactions_open on transactions (status) where status in ('pending', 'processing')`.execute(
    db,
  );

  await sql`
      create table idempotency_keys (
        user_id uuid not null references users (id),
        key text not null,
        fingerprint text not null,
        state text not null check (state in ('in_flight', 'done')),
        response_status integer,
        response_body jsonb,
        locked_at timestamptz not null,
        expires_at timestamptz not null,
        primary key (user_id, key)
      )`.execute(db);
  await sql`create index idempotency_keys_expiry on idempotency_keys (expires_at)`.execute(db);

  await sql`
      create table pin_attempts (
        user_id uuid primary key references users (id) on delete cascade,
        failures integer not null,
        locked_until timestamptz
      )`.execute(db);

  await sql`
      create table beneficiaries (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        target text not null,
        type text not null check (type in ('user', 'bank')),
        name text not null,
        username text,
        bank_code text,
        account_number text,
        saved boolean not null default false,
        last_used_at timestamptz,
        created_at timestamptz not null default now(),
        unique (user_id, target)
      )`.execute(db);

  // One row per piece of background work; claimed with FOR UPDATE SKIP LOCKED under a lease.
  await sql`
      create table jobs (
        id bigint generated always as identity primary key,
        kind text not null,
        subject_id uuid not null,
        run_at timestamptz not null,
        locked_until timestamptz,
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now(),
        unique (kind, subject_id)
      )`.execute(db);
  await sql`create index jobs_due on jobs (run_at)`.execute(db);
}
