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

export function databaseKind(options: DatabaseOptions): DatabaseKind {
  return options.databaseUrl ? 'postgres' : 'pglite';
}

/** One Kysely instance, the same queries on both engines. Timestamps come back as Dates on both. */
export function createDatabase(options: DatabaseOptions): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
