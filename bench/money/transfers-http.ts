import {
  BENCH_PIN,
  type BenchDatabase,
  fundedPayers,
  json,
  type LoadResult,
  loadMoneyPost,
  withApi,
} from '../support/api-server';
import { postgresCpuMs, processCpuMs } from '../support/cpu';

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

export type HttpResult = LoadResult & { payers: number; kind: TransferKind; cpuMs: CpuPerRequest };

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
    const usernames: string[] = [];
    for (const token of tokens) {
      const session = await json(base, '/api/v1/auth/verify-session', { token });
      usernames.push(String((session.user as { username: string }).username));
    }
    const before = {
      api: processCpuMs(server.pid),
      apiKernel: processCpuMs(server.pid, 'system'),
      postgres: options.database === 'postgres' ? postgresCpuMs() : null,
      loadGenerator: process.cpuUsage(),
    };
    const result = await loadMoneyPost({
      base,
      path: '/api/v1/transfers',
      tokens,
      connections: options.connections,
      seconds: options.seconds,
      body: (n) =>
        options.kind === 'bank'
          ? BANK_BODY
          : JSON.stringify({
              type: 'user',
              recipient: usernames[(n + Math.floor(usernames.length / 2)) % usernames.length],
              amount: 100,
              pin: BENCH_PIN,
            }),
    });
    const per = (start: number | null, end: number | null) =>
      start === null || end === null ? null : Math.round(((end - start) / result.requests) * 10) / 10;
    const client = process.cpuUsage(before.loadGenerator);
    const cpuMs = {
      api: per(before.api, processCpuMs(server.pid)),
      apiKernel: per(before.apiKernel, processCpuMs(server.pid, 'system')),
      postgres: options.database === 'postgres' ? per(before.postgres, postgresCpuMs()) : null,
      loadGenerator: Math.round(((client.user + client.system) / 1000 / result.requests) * 10) / 10,
    };
    return { ...result, payers: options.payers, kind: options.kind, cpuMs };
  });
}
