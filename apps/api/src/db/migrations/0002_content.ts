import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
      create table blog_posts (
        id text primary key,
        slug text not null unique,
        title text not null,
        excerpt text not null,
        author text not null,
        category text not null,
        published_at timestamptz not null,
        read_minutes integer not null,
        cover_alt text not null,
        body jsonb not null
      )`.execute(db);
  await sql`
      create table contact_messages (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        email text not null,
        subject text not null,
        message text not null,
        ip text,
        created_at timestamptz not null default now()
      )`.execute(db);
  await sql`
      create table newsletter_subscriptions (
        email text primary key,
        created_at timestamptz not null default now()
      )`.execute(db);
}
