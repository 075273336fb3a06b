/**
 * CPU time spent by processes, read from Linux's /proc (user + system, in ms), so a benchmark can say
 * where each request's CPU went: the API process, PostgreSQL's processes, the load generator. Off
 * Linux these read null and the benchmark prints no breakdown.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's CPU ticks so far: user and system (the kernel working for it: sockets, scheduling), or both. */
function ticksOf(pid: string, which: 'user' | 'system' | 'both' = 'both'): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3; utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return which === 'user' ? user : which === 'system' ? system : user + system;
  } catch {
    return null;
  }
}

/** The CPU time of one process so far, in ms: user + system, or only the system (kernel) part. */
export function processCpuMs(pid: number | undefined, which: 'both' | 'system' = 'both'): number | null {
  if (pid === undefined) return null;
  const ticks = ticksOf(String(pid), which);
  return ticks === null ? null : ticks * TICK_MS;
}

let readPostgresCpu: () => number | null = machinePostgresCpuMs;

/** Reads PostgreSQL's CPU from `reader` from now on (the bench's own cluster: own-postgres.ts) instead of every postgres process. */
export function readPostgresCpuFrom(reader: () => number | null): () => number | null {
  const before = readPostgresCpu;
  readPostgresCpu = reader;
  return before;
}

/** PostgreSQL's CPU so far, in ms: the bench's own cluster when it runs one, else every postgres process here. */
export function postgresCpuMs(): number | null {
  return readPostgresCpu();
}

/** The CPU time so far of every PostgreSQL server process on this machine (backends and helpers), in ms. */
function machinePostgresCpuMs(): number | null {
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    ticks += ticksOf(pid) ?? 0;
    found = true;
  }
  return found ? ticks * TICK_MS : null;
}

/** CPU time per request, in ms: the server process, PostgreSQL's processes (null when not read) and the load generator. */
export interface CpuPerRequest {
  api: number | null;
  /** The part of `api` spent in the kernel on the server's behalf (loopback sockets to PostgreSQL and clients). */
  apiKernel: number | null;
  postgres: number | null;
  loadGenerator: number;
}

/**
 * Runs `load` (in this process: the load generator) and reads, per request it made, the CPU that `server`,
 * PostgreSQL (when `withPostgres`) and this process spent meanwhile.
 */
export async function measureCpu<R extends { requests: number }>(
  server: { pid: number | undefined },
  withPostgres: boolean,
  load: () => Promise<R>,
): Promise<R & { cpuMs: CpuPerRequest }> {
  const before = {
    api: processCpuMs(server.pid),
    apiKernel: processCpuMs(server.pid, 'system'),
    postgres: withPostgres ? postgresCpuMs() : null,
    loadGenerator: process.cpuUsage(),
  };
  const result = await load();
  const per = (start: number | null, end: number | null) =>
    start === null || end === null ? null : Math.round(((end - start) / result.requests) * 100) / 100;
  const client = process.cpuUsage(before.loadGenerator);
  const cpuMs = {
    api: per(before.api, processCpuMs(server.pid)),
    apiKernel: per(before.apiKernel, processCpuMs(server.pid, 'system')),
    postgres: withPostgres ? per(before.postgres, postgresCpuMs()) : null,
    loadGenerator: Math.round(((client.user + client.system) / 1000 / result.requests) * 100) / 100,
  };
  return { ...result, cpuMs };
}
