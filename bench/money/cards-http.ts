import { randomUUID } from 'node:crypto';
import {
  BENCH_PIN,
  type BenchDatabase,
  fundedPayers,
  json,
  loadMoneyPost,
  withApi,
} from '../support/api-server';
import { type HttpResult, measureCase } from './transfers-http';

/** Each funding: $1 (₦1,650 at the sandbox's buy rate, and the ₦100 minimum fee). */
const FUNDING_CENTS = 100;

/**
 * POST /api/v1/cards/{id}/fund at full speed: each payer funds its own card (created first), one key per
 * request. Quotes are held 60 s and used once, so `quotes` of them (at least one per request the case can
 * send) are made just before the case, outside its measured CPU; a request past them is refused (non-2xx).
 * Each funding is the quote's checks, the PIN, a hold, the sandbox issuer's load (at once) and the
 * settlement: one posting in two currencies (wallet -> fx:NGN + fees, fx:USD -> card).
 */
export async function benchCardFundingHttp(options: {
  database: BenchDatabase;
  seconds: number;
  connections: number;
  payers: number;
  quotes: number;
}): Promise<HttpResult> {
  return withApi(options.database, {}, async (base, server) => {
    const tokens = await fundedPayers(base, options.payers, 20_000_000);
    const cards: string[] = [];
    for (const token of tokens) {
      // A dollar card needs Tier 2: the dev tools' tier route (the sandbox's BVNs are one per account).
      await json(base, '/api/v1/dev/tier', { method: 'POST', body: { tier: 2 }, token });
      const quote = await json(base, '/api/v1/fx/quotes', {
        method: 'POST',
        body: { purpose: 'card_create', usdAmount: 500 },
        token,
      });
      const card = await fetch(`${base}/api/v1/cards`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ quoteId: quote.id, pin: BENCH_PIN }),
      });
      cards.push(((await card.json()) as { data: { id: string } }).data.id);
    }
    const perPayer = Math.ceil(options.quotes / tokens.length);
    const quotes = await Promise.all(
      tokens.map(async (token, i) => {
        const ids: string[] = [];
        for (let q = 0; q < perPayer; q++) {
          const quote = await json(base, '/api/v1/fx/quotes', {
            method: 'POST',
            body: { purpose: 'card_fund', cardId: cards[i], usdAmount: FUNDING_CENTS },
            token,
          });
          ids.push(String(quote.id));
        }
        return ids;
      }),
    );
    // Request n goes out with payer n % payers' token (loadMoneyPost), so it funds that payer's card.
    const payer = (n: number) => n % tokens.length;
    const result = await measureCase(options.database, server, () =>
      loadMoneyPost({
        base,
        path: (n) => `/api/v1/cards/${cards[payer(n)]}/fund`,
        tokens,
        connections: options.connections,
        seconds: options.seconds,
        body: (n) => {
          const own = quotes[payer(n)] as string[];
          const quoteId = own[Math.min(Math.floor(n / tokens.length), own.length - 1)];
          return JSON.stringify({ quoteId, pin: BENCH_PIN });
        },
      }),
    );
    return { ...result, payers: options.payers, kind: 'card' };
  });
}
