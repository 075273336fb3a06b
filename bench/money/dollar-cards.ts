import { randomUUID } from 'node:crypto';
import { BENCH_PIN, json } from '../support/api-server';

/** Each funding: $1 (₦1,650 at the sandbox's buy rate, and the ₦100 minimum fee). */
export const FUNDING_CENTS = 100;

/**
 * A dollar card for each payer (Tier 2 through the dev tools, a $5 creation), and the card fundings a load
 * sends: quotes of $1 for each card, made before the load and outside what it measures (quotes are held 60 s
 * and used once; a request past them is refused, non-2xx). Request n goes out with payer n % payers' token
 * (loadMoneyPost), so `path` and `body` fund that payer's card with its next quote.
 */
export async function dollarCards(base: string, tokens: string[]) {
  const cards: string[] = [];
  for (const token of tokens) {
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
  let quotes: string[][] = [];
  const payer = (n: number) => n % tokens.length;
  return {
    /** Makes `count` quotes in all (at least one per request the load can send), replacing the last ones. */
    async makeQuotes(count: number) {
      const perPayer = Math.ceil(count / tokens.length);
      quotes = await Promise.all(
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
    },
    path: (n: number) => `/api/v1/cards/${cards[payer(n)]}/fund`,
    body: (n: number) => {
      const own = quotes[payer(n)] ?? [];
      return JSON.stringify({
        quoteId: own[Math.min(Math.floor(n / tokens.length), own.length - 1)],
        pin: BENCH_PIN,
      });
    },
  };
}
