import { type Kysely, sql } from 'kysely';

/**
 * Issue 22: settings. An email change waits on a code sent to the new address (`pending_email`); the
 * cooling period after a password change, PIN reset or email change starts at `cooling_since`; sessions
 * keep the place they signed in from; security events and preferences get tables; a completed debit or
 * credit leaves a money alert (the balance right after it) for the mail job to send.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column pending_email text`.execute(db);
  await sql`alter table users add column cooling_since timestamptz`.execute(db);
  await sql`alter table sessions add column place text`.execute(db);

  await sql`alter table verification_codes drop constraint verification_codes_purpose_check`.execute(db);
  await sql`
      alter table verification_codes add constraint verification_codes_purpose_check
        check (purpose in ('verify_email', 'reset_password', 'newsletter', 'change_email', 'reset_pin'))`.execute(
    db,
  );

  await sql`
      create table security_events (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('sign_in', 'sign_in_failed', 'password_changed', 'pin_changed',
          'pin_reset', 'pin_locked', 'email_changed')),
        device text,
        place text,
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`create index security_events_user on security_events (user_id, created_at desc)`.execute(db);

  await sql`
      create table user_preferences (
        user_id uuid primary key references users (id) on delete cascade,
        hide_balance boolean not null default false,
        money_in_app boolean not null default true,
        money_email boolean not null default true,
        promotions_in_app boolean not null default true,
        promotions_email boolean not null default false,
        updated_at timestamptz not null default now()
      )`.execute(db);

  await sql`
      create table money_alerts (
        transaction_id uuid primary key references transactions (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        balance_after bigint not null,
        created_at timestamptz not null default now()
      )`.execute(db);
}
