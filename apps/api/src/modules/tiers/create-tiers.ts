import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import type { IdentityProvider } from '../identity/provider';
import { createSandboxIdentityProvider } from '../identity/sandbox-identity';
import type { JobHandler } from '../jobs/worker';
import type { MoneyWorker } from '../money/money-worker';
import { identityReviewJob } from './review-job';
import { tierDevRoutes } from './tier-dev-routes';
import { tierRoutes } from './tier-routes';
import type { TierServices } from './tiers';
import { IDENTITY_REVIEW_JOB } from './upgrade';

export interface TiersModule {
  services: TierServices;
  routes: RouteDefinition[];
  /** Mounted only with the local dev tools. */
  devRoutes: RouteDefinition[];
  jobs: Record<string, JobHandler>;
}

/** Tier limits and upgrades; reviews are decided by the shared worker. */
export function createTiers(
  ctx: AppContext,
  worker: Pick<MoneyWorker, 'kick'>,
  identity?: IdentityProvider,
): TiersModule {
  const services: TierServices = {
    ctx,
    identity: identity ?? createSandboxIdentityProvider(ctx.clock, ctx.config.tiers.sandboxReviewMs),
    kick: () => worker.kick(),
  };
  return {
    services,
    routes: tierRoutes(services),
    devRoutes: tierDevRoutes(services),
    jobs: { [IDENTITY_REVIEW_JOB]: identityReviewJob(services) },
  };
}
