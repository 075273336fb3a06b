import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
      create table users (
        id uuid primary key default gen_random_uuid(),
        username text not null,
        first_name text not null,
        last_name text not null,
        email text not null,
        phone_number text not null,
        gender text not null check (gender in ('male', 'female', 'other')),
        country_code text not null,
        password_hash text not null,
        pin_hash text,
        email_verified_at timestamptz,
        role text not null default 'user' check (role in ('user', 'admin')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
  await sql`create unique index users_email_key on users (email)`.execute(db);
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);

  await sql`
      create table verification_codes (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        purpose text not null check (purpose in ('verify_email', 'reset_password')),
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        consumed_at timestamptz,
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index verification_codes_user on verification_codes (user_id, purpose, created_at desc)`.execute(
    db,
  );

  await sql`
      create table reset_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        token_hash text not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      )`.execute(db);

  await sql`
      create table sessions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        remember_me boolean not null,
        user_agent text,
        ip text,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        revoked_reason text,
        created_at timestamptz not null default now(),
        last_used_at timestamptz not null
      )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);

  await sql`
      create table refresh_tokens (
        id uuid primary key default gen_random_uuid(),
        session_id uuid not null references sessions (id) on delete cascade,
        token_hash text not null unique,
        rotated_at timestamptz,
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index refresh_tokens_session on refresh_tokens (session_id)`.execute(db);

  await sql`
      create table login_throttle (
        key text primary key,
        failures integer not null,
        window_started_at timestamptz not null,
        locked_until timestamptz
      )`.execute(db);

  await sql`
      create table notifications (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        type text not null check (type in ('account', 'security', 'transaction', 'promotion', 'system')),
        title text not null,
        body text not null,
        read_at timestamptz,
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index notifications_user on notifications (user_id, created_at desc, id)`.execute(db);

  await sql`
      create table push_tokens (
        token text primary key,
        user_id uuid not null references users (id) on delete cascade,
        platform text not null check (platform in ('web', 'ios', 'android')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null
      )`.execute(db);

  await sql`
      create table mailbox (
        id uuid primary key default gen_random_uuid(),
        recipient text not null,
        subject text not null,
        text text not null,
        code text,
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index mailbox_recipient on mailbox (recipient, created_at desc)`.execute(db);
}
