import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../src/db/database';
import { openTestDatabase, type TestDatabase } from './databases';
import { startServer, type TestServer } from './server';

/**
 * A migrated database of `kind` and an API server on it for the calling suite, opened before its tests
 * and closed after them. Read `database` and `server` inside the tests (they are set by then).
 */
export function serverSuite(kind: DatabaseKind): { database: TestDatabase; server: TestServer } {
  const suite = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    suite.database = await openTestDatabase(kind);
    suite.server = await startServer(suite.database.db);
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.database?.close();
  });
  return suite;
}
