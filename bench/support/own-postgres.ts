/**
 * A PostgreSQL server of the benchmark's own: a throwaway cluster (initdb in a temporary directory) on a
 * free loopback port, with `pg_stat_statements` loaded, so the money bench can say which statements a
 * transfer runs and what each costs, and read the CPU of this server's processes alone (the machine's
 * shared PostgreSQL also serves whatever else runs here). Uses the machine's PostgreSQL binaries
 * (`initdb`, `postgres` on PATH); as root, the cluster belongs to the `postgres` user, as initdb requires.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, pg } from './api-server';

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres: an admin URL; `withPg` makes each run's database under it. */
  url: string;
  /** The CPU so far of this cluster's processes (postmaster, backends, helpers), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Starts the cluster; `stop()` ends it and removes its directory. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'owo-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    shared_preload_libraries: 'pg_stat_statements',
    'pg_stat_statements.track': 'all',
    'pg_stat_statements.track_planning': 'on',
    'pg_stat_statements.max': '5000',
    // As the machine's server is set: durable commits, a buffer cache that holds the bench's data.
    shared_buffers: '256MB',
    max_connections: '100',
  };
  const args = ['-D', data, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', 'postgres', ...args]]
    : ['postgres', args];
  const child: ChildProcess = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the bench's PostgreSQL exited: ${log}`);
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      if (i > 100) throw error;
      await sleep(100);
    }
  }
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    cpuMs: () => clusterCpuMs(postmaster),
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** user + system ticks of one process (fields 14 and 15 of /proc/PID/stat), or null once it is gone. */
function stat(pid: string): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * The postmaster and its children. Backends that have exited are not counted, so the money bench keeps its
 * connections open over a measured case (a pool does).
 */
function clusterCpuMs(postmaster: number): number {
  let ticks = stat(String(postmaster))?.ticks ?? 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const process = stat(pid);
    if (process?.ppid === postmaster) ticks += process.ticks;
  }
  return ticks * 10;
}
