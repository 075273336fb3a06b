import { type BenchDatabase, fundedPayers, loadMoneyPost, withApi } from '../support/api-server';
import { dollarCards } from './dollar-cards';
import { type HttpResult, measureCase } from './transfers-http';

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
    const cards = await dollarCards(base, tokens);
    await cards.makeQuotes(options.quotes);
    const result = await measureCase(options.database, server, () =>
      loadMoneyPost({
        base,
        path: cards.path,
        tokens,
        connections: options.connections,
        seconds: options.seconds,
        body: cards.body,
      }),
    );
    return { ...result, payers: options.payers, kind: 'card' };
  });
}
