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

/** The CPU time so far of every PostgreSQL server process on this machine (backends and helpers), in ms. */
export function postgresCpuMs(): number | null {
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
