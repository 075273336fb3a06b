import {
  BENCH_PIN,
  type BenchDatabase,
  fundedPayers,
  json,
  LADDER_SERVER,
  type LoadResult,
  loadMoneyPost,
  withApi,
  withBareServer,
} from '../support/api-server';
import { postgresCpuMs, processCpuMs } from '../support/cpu';
import { type Argon2Rate, argon2VerifyRate } from './argon2-rate';

/** A GTBank number the sandbox completes (see apps/api/README.md). */
const BANK_BODY = JSON.stringify({
  type: 'bank',
  bankCode: '058',
  accountNumber: '0000001125',
  amount: 100,
  pin: BENCH_PIN,
});

/**
 * To a bank: the PIN, the name enquiry, a hold, a durable job that asks the provider and posts the
 * hold once it confirms (at once in the sandbox), and a notification. To an Owo user: the PIN and one
 * transaction that posts at once, with no provider and no job.
 */
export type TransferKind = 'bank' | 'user';

/** CPU time per request, in ms: the API process, PostgreSQL's processes (null on PGlite) and the load generator. */
export interface CpuPerRequest {
  api: number | null;
  /** The part of `api` spent in the kernel on the API's behalf (loopback sockets to PostgreSQL and clients). */
  apiKernel: number | null;
  postgres: number | null;
  loadGenerator: number;
}

/**
 * The ladder: what every debit does before it moves any money, a part at a time. `bare-verify` is a bare
 * node:http server that only verifies the PIN (`bench/support/bare-server.ts`); the others are routes of
 * the product's server (`bench/support/ladder-server.ts`): `no-sign-in` verifies the PIN with no sign-in,
 * `pin-check` is signed in with the PIN verified and nothing else, and `fixed-part` adds the Idempotency-Key's
 * claim and stored answer and the PIN's attempt count.
 */
export type Rung = 'bare-verify' | 'no-sign-in' | 'pin-check' | 'fixed-part';
const API_RUNGS: readonly Rung[] = ['no-sign-in', 'pin-check', 'fixed-part'];

export type HttpResult = LoadResult & {
  payers: number;
  kind: TransferKind | Rung;
  cpuMs: CpuPerRequest;
  /** The argon2id verify rate measured just before this case: its ceiling (the machine's speed drifts). */
  argon2: Argon2Rate;
};

/** Seconds of argon2 verifies before each case, so each is compared with the machine as it was then. */
export const ARGON2_SECONDS = 3;

/** Runs `load` and reads, per request, the CPU the API, PostgreSQL and this process spent meanwhile. */
async function measureCpu(
  database: BenchDatabase,
  server: { pid: number | undefined },
  load: () => Promise<LoadResult>,
): Promise<LoadResult & { cpuMs: CpuPerRequest }> {
  const before = {
    api: processCpuMs(server.pid),
    apiKernel: processCpuMs(server.pid, 'system'),
    postgres: database === 'postgres' ? postgresCpuMs() : null,
    loadGenerator: process.cpuUsage(),
  };
  const result = await load();
  const per = (start: number | null, end: number | null) =>
    start === null || end === null ? null : Math.round(((end - start) / result.requests) * 100) / 100;
  const client = process.cpuUsage(before.loadGenerator);
  const cpuMs = {
    api: per(before.api, processCpuMs(server.pid)),
    apiKernel: per(before.apiKernel, processCpuMs(server.pid, 'system')),
    postgres: database === 'postgres' ? per(before.postgres, postgresCpuMs()) : null,
    loadGenerator: Math.round(((client.user + client.system) / 1000 / result.requests) * 100) / 100,
  };
  return { ...result, cpuMs };
}

/** Measures the argon2 rate, then the case's CPU per request (`measureCpu`). */
async function measureCase(
  database: BenchDatabase,
  server: { pid: number | undefined },
  load: () => Promise<LoadResult>,
): Promise<LoadResult & { cpuMs: CpuPerRequest; argon2: Argon2Rate }> {
  const argon2 = await argon2VerifyRate(ARGON2_SECONDS);
  return { ...(await measureCpu(database, server, load)), argon2 };
}

/** Each payer's username, so transfers to an Owo user can name their recipients. */
async function usernamesOf(base: string, tokens: string[]): Promise<string[]> {
  const usernames: string[] = [];
  for (const token of tokens) {
    const session = await json(base, '/api/v1/auth/verify-session', { token });
    usernames.push(String((session.user as { username: string }).username));
  }
  return usernames;
}

/** The n-th transfer's body: to a bank, or to the payer half the list away. */
function transferBody(kind: TransferKind, usernames: string[]): (n: number) => string {
  return (n) =>
    kind === 'bank'
      ? BANK_BODY
      : JSON.stringify({
          type: 'user',
          recipient: usernames[(n + Math.floor(usernames.length / 2)) % usernames.length],
          amount: 100,
          pin: BENCH_PIN,
        });
}

/**
 * POST /api/v1/transfers at full speed, one key per request, from `payers` wallets in turn (one wallet
 * would make every transfer queue on its row lock, which is not what many people do). To a user, each
 * payer pays the one half the list away, so no one wallet receives everything and two requests at once
 * rarely share a wallet.
 */
export async function benchTransfersHttp(options: {
  database: BenchDatabase;
  kind: TransferKind;
  seconds: number;
  connections: number;
  payers: number;
}): Promise<HttpResult> {
  return withApi(options.database, {}, async (base, server) => {
    const tokens = await fundedPayers(base, options.payers, 20_000_000);
    const usernames = await usernamesOf(base, tokens);
    const result = await measureCase(options.database, server, () =>
      loadMoneyPost({
        base,
        path: '/api/v1/transfers',
        tokens,
        connections: options.connections,
        seconds: options.seconds,
        body: transferBody(options.kind, usernames),
      }),
    );
    return { ...result, payers: options.payers, kind: options.kind };
  });
}

/**
 * Each rung of the ladder in turn under the same load as the transfers: the bare verifying server, then the
 * product's server (one process) with its measuring routes.
 */
export async function benchLadder(options: {
  database: BenchDatabase;
  seconds: number;
  connections: number;
  payers: number;
}): Promise<HttpResult[]> {
  // A transfer's body, so each rung validates what a transfer validates; no money moves.
  const body = JSON.stringify({ type: 'user', recipient: 'demo', amount: 100, pin: BENCH_PIN });
  const load = (base: string, path: string, tokens: string[]) =>
    loadMoneyPost({
      base,
      path,
      tokens,
      connections: options.connections,
      seconds: options.seconds,
      body: () => body,
    });
  const bare = await withBareServer(BENCH_PIN, (base, server) =>
    measureCase(options.database, server, () => load(base, '/', ['not-signed-in'])),
  );
  const results: HttpResult[] = [{ ...bare, payers: 0, kind: 'bare-verify' }];
  return withApi(
    options.database,
    { BENCH_PIN },
    async (base, server) => {
      const tokens = await fundedPayers(base, options.payers, 100_000);
      for (const rung of API_RUNGS) {
        const result = await measureCase(options.database, server, () =>
          load(base, `/api/v1/bench/${rung}`, tokens),
        );
        results.push({ ...result, payers: options.payers, kind: rung });
      }
      return results;
    },
    LADDER_SERVER,
  );
}

export type WorkResult = LoadResult & { kind: TransferKind | Rung; cpuMs: CpuPerRequest };

/**
 * The ladder and both transfers again, with the PIN's hash made nearly free (BENCH_FREE_VERIFY,
 * bench/support/bench-pin.ts): what each request's own work costs in CPU, with argon2 neither taking the
 * cores nor sharing their caches. Under argon2 the same work costs more; the difference is what sharing costs.
 */
export async function benchWithoutArgon2(options: {
  database: BenchDatabase;
  seconds: number;
  connections: number;
  payers: number;
}): Promise<WorkResult[]> {
  const env = { BENCH_FREE_VERIFY: '1' };
  const rungBody = () => JSON.stringify({ type: 'user', recipient: 'demo', amount: 100, pin: BENCH_PIN });
  const load = (base: string, path: string, tokens: string[], body: (n: number) => string) => () =>
    loadMoneyPost({ base, path, tokens, connections: options.connections, seconds: options.seconds, body });
  const bare = await withBareServer(
    BENCH_PIN,
    (base, server) => measureCpu(options.database, server, load(base, '/', ['not-signed-in'], rungBody)),
    env,
  );
  const results: WorkResult[] = [{ ...bare, kind: 'bare-verify' }];
  return withApi(
    options.database,
    { BENCH_PIN, ...env },
    async (base, server) => {
      const tokens = await fundedPayers(base, options.payers, 20_000_000);
      for (const token of tokens) await json(base, '/api/v1/bench/free-pin', { method: 'POST', token });
      const usernames = await usernamesOf(base, tokens);
      for (const rung of API_RUNGS) {
        const path = `/api/v1/bench/${rung}`;
        const result = await measureCpu(options.database, server, load(base, path, tokens, rungBody));
        results.push({ ...result, kind: rung });
      }
      for (const kind of ['user', 'bank'] as const) {
        const body = transferBody(kind, usernames);
        const result = await measureCpu(
          options.database,
          server,
          load(base, '/api/v1/transfers', tokens, body),
        );
        results.push({ ...result, kind });
      }
      return results;
    },
    LADDER_SERVER,
  );
}
