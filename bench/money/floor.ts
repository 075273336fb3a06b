import { loadMoneyPost, pg, withBareServer } from '../support/api-server';
import { measureCpu, postgresCpuMs } from '../support/cpu';

/**
 * The least CPU any HTTP money call can cost on this machine besides its argon2 verify: an empty
 * request (a body parsed, a JSON answer, nothing else) and one durable commit of one row. Both run
 * here with the same concurrency as the transfer benchmark; what a transfer spends beyond them is
 * the work of the transfer itself (session, idempotency, limits, ledger, its rows and notices).
 */
export interface Floor {
  /** An empty JSON POST over keep-alive HTTP: the bare node:http server (bench/support/bare-server.ts) and autocannon. */
  httpCpuMs: number;
  /** One INSERT committed on its own (prepared; a WAL flush each): PostgreSQL's processes and this client. */
  commitCpuMs: number;
  commitPostgresCpuMs: number | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function httpFloor(seconds: number, connections: number): Promise<number> {
  const body = JSON.stringify({ type: 'user', recipient: 'someone', amount: 100, pin: '0000' });
  const { cpuMs } = await withBareServer(undefined, (base, server) =>
    measureCpu(server, false, () =>
      loadMoneyPost({ base, path: '/', tokens: ['not-signed-in'], connections, seconds, body: () => body }),
    ),
  );
  return (cpuMs.api ?? 0) + cpuMs.loadGenerator;
}

async function commitFloor(
  databaseUrl: string,
  seconds: number,
  connections: number,
): Promise<{ total: number; postgres: number | null }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  // The database is dropped (connections and all) right after; that is not an error here.
  pool.on('error', () => {});
  await pool.query('create table floor_commits (id bigserial primary key, amount bigint not null)');
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const cpu = process.cpuUsage();
  const before = postgresCpuMs();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < end) {
          await client.query({
            name: 'floor_insert',
            text: 'insert into floor_commits (amount) values ($1)',
            values: [100],
          });
          done++;
        }
      } finally {
        client.release();
      }
    }),
  );
  const after = postgresCpuMs();
  const used = process.cpuUsage(cpu);
  await pool.end();
  const postgres = before === null || after === null ? null : (after - before) / done;
  return { total: (used.user + used.system) / 1000 / done + (postgres ?? 0), postgres };
}

/** Measures both floors; `databaseUrl` is a throwaway PostgreSQL database. */
export async function measureFloor(
  databaseUrl: string,
  seconds: number,
  connections: number,
): Promise<Floor> {
  const httpCpuMs = await httpFloor(seconds, connections);
  const commit = await commitFloor(databaseUrl, seconds, connections);
  return {
    httpCpuMs: round(httpCpuMs),
    commitCpuMs: round(commit.total),
    commitPostgresCpuMs: commit.postgres === null ? null : round(commit.postgres),
  };
}
