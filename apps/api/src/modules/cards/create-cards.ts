import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import type { JobHandler } from '../jobs/worker';
import type { MoneyWorker } from '../money/money-worker';
import { CARD_REQUEST_JOB, cardRequestJob } from './card-requests';
import { cardRoutes } from './card-routes';
import { CARD_TERMINATE_JOB, cardTerminateJob } from './card-state';
import type { Cards } from './cards';
import { cardDevRoutes } from './dev-routes';
import { createSandboxFxRates, type FxRatesProvider } from './fx-rates';
import type { CardIssuer } from './issuer';

export interface CardsModule {
  cards: Cards;
  routes: RouteDefinition[];
  /** Mounted only with the local dev tools (and a sandbox issuer). */
  devRoutes: RouteDefinition[];
  /** Handlers for the shared money worker: pending creations and fundings are asked after from there. */
  jobs: Record<string, JobHandler>;
}

/**
 * Virtual dollar cards over an issuer (app.ts picks it: the sandbox issuer is its own module) and an
 * FX rates provider (the sandbox's unless given). `sandboxTable` documents the sandbox's test values.
 */
export function createCards(
  ctx: AppContext,
  worker: Pick<MoneyWorker, 'kick'>,
  issuer: CardIssuer,
  sandboxTable: string,
  rates: FxRatesProvider = createSandboxFxRates(),
): CardsModule {
  const cards: Cards = { ctx, issuer, rates, kick: () => worker.kick() };
  return {
    cards,
    routes: cardRoutes(cards, sandboxTable),
    devRoutes: issuer.sandbox ? cardDevRoutes(cards, issuer.sandbox) : [],
    jobs: { [CARD_REQUEST_JOB]: cardRequestJob(cards), [CARD_TERMINATE_JOB]: cardTerminateJob(cards) },
  };
}
