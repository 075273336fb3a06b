import {
  BENCH_PIN,
  type BenchDatabase,
  fundedPayers,
  json,
  loadMoneyPost,
  withApi,
} from '../support/api-server';
import { type HttpResult, measureCase } from './transfers-http';

/** Each top-up: ₦100 from the payer's saved card (the sandbox card that saves at once), plus its 1% fee. */
const TOP_UP_KOBO = 10_000;
const SANDBOX_CARD = { number: '4084084084084081', expiryMonth: 12, expiryYear: 2030, cvv: '408' };

/**
 * POST /api/v1/wallet/top-ups at full speed: each payer tops up from its own saved card, one key per
 * request. Each top-up is the checks before the PIN (the card, the maximum balance), the PIN, the pending
 * credit with its requery job, the sandbox processor's charge (at once) and the credit: one posting
 * (processor float -> wallet + fees). Payers are put on Tier 3 (no maximum balance) by the dev tools.
 */
export async function benchTopUpsHttp(options: {
  database: BenchDatabase;
  seconds: number;
  connections: number;
  payers: number;
}): Promise<HttpResult> {
  return withApi(options.database, {}, async (base, server) => {
    const tokens = await fundedPayers(base, options.payers, 1_000_000);
    const cards: string[] = [];
    for (const token of tokens) {
      await json(base, '/api/v1/dev/tier', { method: 'POST', body: { tier: 3 }, token });
      const card = await json(base, '/api/v1/bank-cards', { method: 'POST', body: SANDBOX_CARD, token });
      cards.push(String(card.id));
    }
    const payer = (n: number) => n % tokens.length;
    const result = await measureCase(options.database, server, () =>
      loadMoneyPost({
        base,
        path: '/api/v1/wallet/top-ups',
        tokens,
        connections: options.connections,
        seconds: options.seconds,
        body: (n) => JSON.stringify({ bankCardId: cards[payer(n)], amount: TOP_UP_KOBO, pin: BENCH_PIN }),
      }),
    );
    return { ...result, payers: options.payers, kind: 'topup' };
  });
}
