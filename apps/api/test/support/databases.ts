import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseKind, type Db, migrate } from '../../src/db/database';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Every suite runs on both engines. PostgreSQL failing to answer fails the suite; only
 * OWO_SKIP_PG=1 leaves it out (machines without PostgreSQL).
 */
export const DATABASE_KINDS: DatabaseKind[] =
  process.env.OWO_SKIP_PG === '1' ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  db: Db;
  /** The PostgreSQL database's URL (another process may share it); undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${PG_URL} (set OWO_SKIP_PG=1 to run without it)`, {
      cause: error,
    });
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A migrated database of its own: PGlite in memory, or a fresh PostgreSQL database dropped on close. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = createDatabase({ inMemory: true });
    await migrate(db);
    return { kind, db, close: () => db.destroy() };
  }
  const name = `owo_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = withDatabase(PG_URL, name);
  const db = createDatabase({ databaseUrl: url });
  await migrate(db);
  return {
    kind,
    db,
    url,
    async close() {
      await db.destroy();
      await admin(async (client) => {
        // The pool's sockets close just after destroy() resolves; forcing them would raise in this process.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
