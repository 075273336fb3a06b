import { type Kysely, sql } from 'kysely';

/**
 * Issue 9. Codes are keyed by address, so an address without an account can hold a decoy code and
 * every code check answers alike; newsletter sign-ups are confirmed by a code (double opt-in);
 * sign-in failures are counted per account and source in one shared table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_codes add column email text`.execute(db);
  // A row made by a guess at an address with no live code (codes.ts): it counts tries, not sends.
  await sql`alter table verification_codes add column from_guess boolean not null default false`.execute(db);
  await sql`update verification_codes c set email = u.email from users u where u.id = c.user_id`.execute(db);
  await sql`alter table verification_codes alter column email set not null`.execute(db);
  await sql`alter table verification_codes alter column user_id drop not null`.execute(db);
  await sql`alter table verification_codes drop constraint verification_codes_purpose_check`.execute(db);
  await sql`
      alter table verification_codes add constraint verification_codes_purpose_check
        check (purpose in ('verify_email', 'reset_password', 'newsletter'))`.execute(db);
  await sql`create index verification_codes_email on verification_codes (email, purpose, created_at desc)`.execute(
    db,
  );

  await sql`alter table newsletter_subscriptions add column confirmed_at timestamptz`.execute(db);

  // Replaces login_throttle: one row per counter (account, account and address, account and device).
  await sql`drop table login_throttle`.execute(db);
  await sql`
      create table rate_counters (
        key text primary key,
        count integer not null,
        last_at timestamptz not null
      )`.execute(db);
  await sql`create index rate_counters_last_at on rate_counters (last_at)`.execute(db);
}
