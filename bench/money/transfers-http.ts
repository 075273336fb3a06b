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
import { type CpuPerRequest, measureCpu } from '../support/cpu';
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

/** The money requests the benchmark loads: the transfers, and a dollar card's funding (bench/money/cards-http.ts). */
export type MoneyKind = TransferKind | 'card' | 'topup';

/**
 * The ladder: what every debit does before it moves any money, a part at a time. `bare-verify` is a bare
 * node:http server that only verifies the PIN (`bench/support/bare-server.ts`); the others are routes of
 * the product's server (`bench/support/ladder-server.ts`): `no-sign-in` verifies the PIN with no sign-in,
 * `pin-check` is signed in with the PIN verified and nothing else, and `fixed-part` adds the Idempotency-Key's
 * claim and stored answer and the PIN's attempt count.
 */
export type Rung = 'bare-verify' | 'no-sign-in' | 'pin-check' | 'fixed-part';
const API_RUNGS: readonly Rung[] = ['no-sign-in', 'pin-check', 'fixed-part'];

/** A case's load figures and CPU per request. */
export type WorkResult = LoadResult & { payers: number; kind: MoneyKind | Rung; cpuMs: CpuPerRequest };

export type HttpResult = WorkResult & {
  /** The argon2id verify rate measured just before this case: its ceiling (the machine's speed drifts). */
  argon2: Argon2Rate;
};

/** Seconds of argon2 verifies before each case, so each is compared with the machine as it was then. */
export const ARGON2_SECONDS = 3;

/** Measures the argon2 rate, then the case's CPU per request (`measureCpu`). */
export async function measureCase(
  database: BenchDatabase,
  server: { pid: number | undefined },
  load: () => Promise<LoadResult>,
): Promise<LoadResult & { cpuMs: CpuPerRequest; argon2: Argon2Rate }> {
  const argon2 = await argon2VerifyRate(ARGON2_SECONDS);
  return { ...(await measureCpu(server, database === 'postgres', load)), argon2 };
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

interface LadderOptions {
  database: BenchDatabase;
  seconds: number;
  connections: number;
  payers: number;
}

/** The rungs post a transfer's body, so each validates what a transfer validates; no money moves. */
const RUNG_BODY = JSON.stringify({ type: 'user', recipient: 'demo', amount: 100, pin: BENCH_PIN });

/**
 * Each rung of the ladder in turn under the same load as the transfers: the bare verifying server, then the
 * product's server (one process) with its measuring routes, then `transfers` on that server. `measure` reads
 * each case. With `freeVerify`, the PIN is hashed nearly free everywhere (bench/support/bench-pin.ts).
 */
async function climbLadder<R extends LoadResult & { cpuMs: CpuPerRequest }>(
  options: LadderOptions,
  how: {
    measure: (server: { pid: number | undefined }, load: () => Promise<LoadResult>) => Promise<R>;
    freeVerify: boolean;
    transfers: readonly TransferKind[];
  },
): Promise<(R & Pick<WorkResult, 'payers' | 'kind'>)[]> {
  const env: Record<string, string> = how.freeVerify ? { BENCH_FREE_VERIFY: '1' } : {};
  const load =
    (base: string, path: string, tokens: string[], body: (n: number) => string = () => RUNG_BODY) =>
    () =>
      loadMoneyPost({ base, path, tokens, connections: options.connections, seconds: options.seconds, body });
  const bare = await withBareServer(
    BENCH_PIN,
    (base, server) => how.measure(server, load(base, '/', ['not-signed-in'])),
    env,
  );
  const results = [{ ...bare, payers: 0, kind: 'bare-verify' as Rung | MoneyKind }];
  return withApi(
    options.database,
    { BENCH_PIN, ...env },
    async (base, server) => {
      const tokens = await fundedPayers(base, options.payers, 20_000_000);
      if (how.freeVerify) {
        for (const token of tokens) await json(base, '/api/v1/bench/free-pin', { method: 'POST', token });
      }
      for (const rung of API_RUNGS) {
        const result = await how.measure(server, load(base, `/api/v1/bench/${rung}`, tokens));
        results.push({ ...result, payers: options.payers, kind: rung });
      }
      const usernames = how.transfers.length > 0 ? await usernamesOf(base, tokens) : [];
      for (const kind of how.transfers) {
        const body = transferBody(kind, usernames);
        const result = await how.measure(server, load(base, '/api/v1/transfers', tokens, body));
        results.push({ ...result, payers: options.payers, kind });
      }
      return results;
    },
    LADDER_SERVER,
  );
}

/** The ladder under argon2, each rung compared with the argon2 rate measured just before it. */
export function benchLadder(options: LadderOptions): Promise<HttpResult[]> {
  return climbLadder(options, {
    measure: (server, load) => measureCase(options.database, server, load),
    freeVerify: false,
    transfers: [],
  });
}

/**
 * The ladder and both transfers again, with the PIN's hash made nearly free (BENCH_FREE_VERIFY,
 * bench/support/bench-pin.ts): what each request's own work costs in CPU, with argon2 neither taking the
 * cores nor sharing their caches. Under argon2 the same work costs more; the difference is what sharing costs.
 */
export function benchWithoutArgon2(options: LadderOptions): Promise<WorkResult[]> {
  return climbLadder(options, {
    measure: (server, load) => measureCpu(server, options.database === 'postgres', load),
    freeVerify: true,
    transfers: ['user', 'bank'],
  });
}
