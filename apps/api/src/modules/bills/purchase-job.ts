import type { Bills } from './bills';
import { purchaseRequest } from './purchase-view';
import { requeryJob } from './requery-job';
import { applyOutcome, lockOpenPurchase, PURCHASE_OPEN } from './resolve-purchase';

/**
 * The job behind every purchase still pending: it requeries the provider (never pays a second time)
 * and applies a final answer; an unknown or pending one is asked again later, with backoff.
 */
export function billPurchaseJob(bills: Bills) {
  return requeryJob(bills, {
    waiting: PURCHASE_OPEN,
    detail: ({ ctx }, row) =>
      ctx.db
        .selectFrom('billPurchases')
        .selectAll()
        .where('transactionId', '=', row.id)
        .executeTakeFirstOrThrow(),
    ask: ({ provider }, row, purchase) => provider.requery(purchaseRequest(row, purchase)),
    lockOpen: lockOpenPurchase,
    apply: (_bills, trx, open, outcome, accounts, now) => applyOutcome(trx, open, outcome, accounts, now),
  });
}
