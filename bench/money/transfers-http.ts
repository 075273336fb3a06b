import {
  BENCH_PIN,
  type BenchDatabase,
  fundedPayers,
  type LoadResult,
  loadMoneyPost,
  withApi,
} from '../support/api-server';

/** A GTBank number the sandbox completes (see apps/api/README.md). */
const BODY = JSON.stringify({
  type: 'bank',
  bankCode: '058',
  accountNumber: '0000001125',
  amount: 100,
  pin: BENCH_PIN,
});

export type HttpResult = LoadResult & { payers: number };

/**
 * POST /api/v1/transfers (bank, sandbox) at full speed, one key per request, from `payers` wallets in
 * turn (one wallet would make every transfer queue on its row lock, which is not what many people do).
 */
export async function benchTransfersHttp(options: {
  database: BenchDatabase;
  seconds: number;
  connections: number;
  payers: number;
}): Promise<HttpResult> {
  return withApi(options.database, {}, async (base) => {
    const tokens = await fundedPayers(base, options.payers, 20_000_000);
    const result = await loadMoneyPost({
      base,
      path: '/api/v1/transfers',
      tokens,
      connections: options.connections,
      seconds: options.seconds,
      body: () => BODY,
    });
    return { ...result, payers: options.payers };
  });
}
