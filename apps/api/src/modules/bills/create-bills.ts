import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import type { JobHandler } from '../jobs/worker';
import type { Bills } from './bills';
import { catalogueRoutes } from './catalogue-routes';
import { BILL_PURCHASE_JOB } from './pay-bill';
import { payRoutes } from './pay-routes';
import type { BillsProvider } from './provider';
import { billPurchaseJob } from './purchase-job';
import { PURCHASE_RECEIPT_JOB, purchaseReceiptJob } from './receipt-mail';
import { giftCardSaleJob } from './sale-job';
import { createSandboxBillsProvider } from './sandbox-provider';
import { GIFTCARD_SALE_JOB } from './sell-giftcard';

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
  /** Handlers for the job worker: pending purchases and sales are asked after from there. */
  jobs: Record<string, JobHandler>;
}

export function createBills(ctx: AppContext, provider?: BillsProvider): BillsModule {
  const bills: Bills = { ctx, provider: provider ?? configuredProvider(ctx) };
  return {
    bills,
    routes: [...catalogueRoutes(bills), ...payRoutes(bills)],
    jobs: {
      [BILL_PURCHASE_JOB]: billPurchaseJob(bills),
      [GIFTCARD_SALE_JOB]: giftCardSaleJob(bills),
      [PURCHASE_RECEIPT_JOB]: purchaseReceiptJob(bills),
    },
  };
}
