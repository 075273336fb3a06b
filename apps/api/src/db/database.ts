import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://...; when unset the embedded PGlite runs in `dataDir` (or in memory). */
  databaseUrl?: string | undefined;
  dataDir?: string;
  inMemory?: boolean;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** Statements that are worth preparing: data statements, not transaction control or DDL. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** Enough names for every statement the API writes; past it, statements are parsed each time. */
const MAX_PREPARED = 2_000;

/**
 * A PostgreSQL client that prepares each data statement once per connection (a named statement, named
 * after its text) and then only binds and executes it: PostgreSQL skips parsing and planning, which is
 * much of the work of the small statements a payment is made of. If another process changes a table
 * under a prepared `select *` (a migration from a newer replica), PostgreSQL refuses the stale plan;
 * that connection then stops preparing and the statement runs again unprepared (inside a transaction
 * the transaction has already failed, so its effect rolls back whole and the caller sees the error).
 * Behind PgBouncer in transaction mode this needs `max_prepared_statements` (PgBouncer 1.21 or later).
 */
class PreparingClient extends pg.Client {
  static readonly names = new Map<string, string>();
  #prepares = true;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded; this names one form (text, values) and passes the rest through.
  override query(config: any, values?: any, callback?: any): any {
    const name =
      this.#prepares && typeof config === 'string' && Array.isArray(values) && callback === undefined
        ? statementName(config)
        : undefined;
    if (!name) return super.query(config, values, callback);
    return super.query({ name, text: config, values }).catch((error: unknown) => {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      this.#prepares = false;
      return super.query(config, values);
    });
  }
}

/** "cached plan must not change result type" */
const STALE_PLAN = '0A000';

function statementName(text: string): string | undefined {
  if (!DATA_STATEMENT.test(text)) return undefined;
  let name = PreparingClient.names.get(text);
  if (!name && PreparingClient.names.size < MAX_PREPARED) {
    name = `owo_${PreparingClient.names.size}`;
    PreparingClient.names.set(text, name);
  }
  return name;
}

export function databaseKind(options: DatabaseOptions): DatabaseKind {
  return options.databaseUrl ? 'postgres' : 'pglite';
}

/** One Kysely instance, the same queries on both engines. Timestamps come back as Dates on both. */
export function createDatabase(options: DatabaseOptions): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: PreparingClient });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  const dataDir = options.inMemory ? undefined : join(options.dataDir ?? '.data/api', 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: async () => PGlite.create(dataDir ? { dataDir } : {}) }),
    plugins,
  });
}

/** Brings the schema up to date; safe to run on every start and from several replicas at once. */
export async function migrate(db: Db): Promise<void> {
  // Features land from parallel branches, so a later-numbered file may be applied before an earlier one.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: 'public',
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
