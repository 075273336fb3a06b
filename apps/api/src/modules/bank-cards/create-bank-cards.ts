import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import { createSandboxCardProcessor } from '../card-processor-sandbox/sandbox-processor';
import type { JobHandler } from '../jobs/worker';
import type { BankCards } from './bank-cards';
import type { CardProcessor } from './card-processor';
import { cardRoutes } from './card-routes';
import { TOP_UP_JOB } from './top-up';
import { topUpJob } from './top-up-job';
import { topUpRoutes } from './top-up-routes';

export interface BankCardsModule {
  bankCards: BankCards;
  routes: RouteDefinition[];
  /** For the job worker: pending top-ups are asked after from there. */
  jobs: Record<string, JobHandler>;
}

/** Saved debit cards and top-ups from them, over the sandbox processor unless a test gives another. */
export function createBankCards(ctx: AppContext, processor?: CardProcessor): BankCardsModule {
  const bankCards: BankCards = {
    ctx,
    processor: processor ?? createSandboxCardProcessor(ctx.db, ctx.keys.cardFingerprints),
  };
  return {
    bankCards,
    routes: [...cardRoutes(bankCards), ...topUpRoutes(bankCards)],
    jobs: { [TOP_UP_JOB]: topUpJob(bankCards) },
  };
}
