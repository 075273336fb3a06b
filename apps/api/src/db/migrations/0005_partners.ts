import { type Kysely, sql } from 'kysely';

/** Sites allowed to call the API with credentials, managed live (`pnpm owo partner add`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
      create table partners (
        origin text primary key,
        name text not null,
        publishable_key text not null unique,
        created_at timestamptz not null default now()
      )`.execute(db);
}
