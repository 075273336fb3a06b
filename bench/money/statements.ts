/**
 * Where a money request's PostgreSQL time goes, statement by statement: runs `count` requests of one kind
 * one at a time against the API on the bench's own PostgreSQL (own-postgres.ts, with pg_stat_statements),
 * after a warm-up, and reads each statement's calls, execution and planning time per request.
 */
import { pg } from '../support/api-server';

export interface StatementRow {
  query: string;
  /** Calls per request. */
  calls: number;
  /** ms of execution per request (all calls). */
  execMs: number;
  /** ms of planning per request (all calls; a prepared statement plans once per connection). */
  planMs: number;
  rows: number;
}

export interface StatementReport {
  requests: number;
  /** Statements per request, transaction control (BEGIN, COMMIT) included. */
  statements: number;
  execMs: number;
  planMs: number;
  rows: StatementRow[];
}

/** The rows one kind of request writes to a table, per request, and the index entries that costs. */
export interface TableWrites {
  table: string;
  inserted: number;
  updated: number;
  /** Updates that stayed on their page and wrote no index entry (heap-only tuples). */
  hot: number;
  deleted: number;
  indexes: number;
  /** Index entries written: each insert and each update that was not HOT, once per index. */
  indexEntries: number;
}

async function withClient<T>(url: string, use: (client: InstanceType<typeof pg.Client>) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** pg_stat_statements in `databaseUrl`'s database, emptied. */
export async function resetStatements(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  });
}

/** What `requests` requests cost, per request, since the last reset (statements of this database only). */
export async function readStatements(databaseUrl: string, requests: number): Promise<StatementReport> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      query: string;
      calls: string;
      exec: number;
      plan: number;
      rows: string;
    }>(
      `select query, calls, total_exec_time as exec, total_plan_time as plan, rows
         from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
          and query not like '%pg_stat_statements%'
        order by total_exec_time + total_plan_time desc`,
    );
    const per = (n: number) => Math.round((n / requests) * 1000) / 1000;
    const report = rows.map((row) => ({
      query: row.query.replace(/\s+/g, ' ').trim(),
      calls: per(Number(row.calls)),
      execMs: per(row.exec),
      planMs: per(row.plan),
      rows: per(Number(row.rows)),
    }));
    return {
      requests,
      statements: Math.round(report.reduce((sum, row) => sum + row.calls, 0) * 100) / 100,
      execMs: per(rows.reduce((sum, row) => sum + row.exec, 0)),
      planMs: per(rows.reduce((sum, row) => sum + row.plan, 0)),
      rows: report,
    };
  });
}

/** The database's table statistics emptied (with `resetStatements`, before a measured load). */
export async function resetTableStats(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query('select pg_stat_reset()'));
}

/** How long a backend may keep its table statistics before reporting them (PGSTAT_MIN_INTERVAL, 1 s). */
const STATS_FLUSH_MS = 1_500;

/** Rows written per request to each table since `resetTableStats`, busiest first. */
export async function readTableWrites(databaseUrl: string, requests: number): Promise<TableWrites[]> {
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      table: string;
      ins: string;
      upd: string;
      hot: string;
      del: string;
      indexes: number;
    }>(
      `select t.relname as table, t.n_tup_ins as ins, t.n_tup_upd as upd, t.n_tup_hot_upd as hot,
              t.n_tup_del as del, (select count(*)::int from pg_index i where i.indrelid = t.relid) as indexes
         from pg_stat_user_tables t
        where t.n_tup_ins + t.n_tup_upd + t.n_tup_del > 0`,
    );
    const per = (n: number) => Math.round((n / requests) * 100) / 100;
    return rows
      .map((row) => {
        const [ins, upd, hot, del] = [row.ins, row.upd, row.hot, row.del].map(Number) as [
          number,
          number,
          number,
          number,
        ];
        return {
          table: row.table,
          inserted: per(ins),
          updated: per(upd),
          hot: per(hot),
          deleted: per(del),
          indexes: row.indexes,
          indexEntries: per((ins + upd - hot) * row.indexes),
        };
      })
      .sort((a, b) => b.indexEntries + b.inserted + b.updated - (a.indexEntries + a.inserted + a.updated));
  });
}
