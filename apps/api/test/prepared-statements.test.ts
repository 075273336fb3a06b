import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/databases';

describe.skipIf(!DATABASE_KINDS.includes('postgres'))('prepared statements on postgres', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await sql`create table probe (a integer not null)`.execute(database.db);
    await sql`insert into probe (a) values (1)`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('prepares a data statement once per connection, and not transaction control or DDL', async () => {
    await database.db.connection().execute(async (conn) => {
      const read = () => sql<{ a: number }>`select a from probe where a = ${1}`.execute(conn);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      const prepared = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(conn);
      const texts = prepared.rows.map((r) => r.statement);
      expect(texts.filter((t) => t.startsWith('select a from probe'))).toHaveLength(1);
      expect(texts.some((t) => /^\s*(create|begin|commit)/i.test(t))).toBe(false);
    });
  });

  it('runs a statement again, unprepared, when a table changed under its plan', async () => {
    await database.db.connection().execute(async (conn) => {
      const all = () => sql<Record<string, number>>`select * from probe where a >= ${0}`.execute(conn);
      expect((await all()).rows).toEqual([{ a: 1 }]);
      await sql`alter table probe add column b integer not null default 2`.execute(database.db);
      expect((await all()).rows).toEqual([{ a: 1, b: 2 }]);
      expect((await all()).rows).toEqual([{ a: 1, b: 2 }]);
    });
  });
});
