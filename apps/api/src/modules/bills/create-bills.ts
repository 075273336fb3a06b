import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import type { Bills } from './bills';
import { catalogueRoutes } from './catalogue-routes';
import type { BillsProvider } from './provider';
import { createSandboxBillsProvider } from './sandbox-provider';

/** The provider BILLS_PROVIDER names; only the sandbox exists so far. */
function configuredProvider(ctx: AppContext): BillsProvider {
  switch (ctx.config.bills.provider) {
    case 'sandbox':
      return createSandboxBillsProvider(ctx.clock, ctx.config.bills.sandboxLateMs);
  }
}

export interface BillsModule {
  bills: Bills;
  routes: RouteDefinition[];
}

export function createBills(ctx: AppContext, provider?: BillsProvider): BillsModule {
  const bills: Bills = { ctx, provider: provider ?? configuredProvider(ctx) };
  return { bills, routes: [...catalogueRoutes(bills)] };
}
