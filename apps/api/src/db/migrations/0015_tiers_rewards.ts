import { type Kysely, sql } from 'kysely';

/**
 * Tier upgrades and rewards (issue 23). Identity numbers are kept sealed (AES-256-GCM) with an HMAC digest
 * to find one without decrypting: a BVN or NIN belongs to one account (the unique index covers the
 * checks that are approved or still under review). Referrals are one row per friend, so a bonus cannot
 * be earned twice for one person; redemptions are points spent, each with the credit it made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identity_checks (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      tier integer not null check (tier in (2, 3)),
      kind text not null check (kind in ('bvn', 'nin')),
      sealed text not null,
      digest text not null,
      masked text not null,
      date_of_birth text,
      address text,
      status text not null check (status in ('pending', 'approved', 'rejected')),
      reason text,
      provider_reference text,
      created_at timestamptz not null default now(),
      decided_at timestamptz
    )`.execute(db);
  await sql`create index identity_checks_user on identity_checks (user_id, created_at)`.execute(db);
  await sql`
    create unique index identity_checks_one_owner on identity_checks (kind, digest)
    where status in ('pending', 'approved')`.execute(db);
  // One upgrade under review per person at a time.
  await sql`
    create unique index identity_checks_one_pending on identity_checks (user_id)
    where status = 'pending'`.execute(db);

  await sql`alter table users add column referral_code text unique`.execute(db);
  await sql`
    create table referrals (
      id uuid primary key default gen_random_uuid(),
      referrer_id uuid not null references users (id),
      friend_id uuid not null unique references users (id),
      state text not null default 'joined' check (state in ('joined', 'qualified', 'paid')),
      transaction_id uuid references transactions (id),
      created_at timestamptz not null default now(),
      qualified_at timestamptz,
      paid_at timestamptz,
      check (referrer_id <> friend_id)
    )`.execute(db);
  await sql`create index referrals_referrer on referrals (referrer_id, created_at)`.execute(db);
  await sql`create index referrals_open on referrals (friend_id) where state <> 'paid'`.execute(db);

  await sql`
    create table reward_redemptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      points integer not null check (points > 0),
      transaction_id uuid not null unique references transactions (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index reward_redemptions_user on reward_redemptions (user_id, created_at)`.execute(db);

  await sql`alter table transactions drop constraint transactions_type_check`.execute(db);
  await sql`
    alter table transactions add constraint transactions_type_check
      check (type in ('user', 'bank', 'bill', 'giftcard', 'card', 'topup', 'reward'))`.execute(db);
}
