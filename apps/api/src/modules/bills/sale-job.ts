import type { Bills } from './bills';
import { requeryJob } from './requery-job';
import { applySaleOutcome, lockOpenSale, SALE_OPEN, saleRequest } from './sell-giftcard';

/** Asks the provider about a sold card until its review is done, then credits or fails it. */
export function giftCardSaleJob(bills: Bills) {
  return requeryJob(bills, {
    waiting: SALE_OPEN,
    detail: ({ ctx }, row) =>
      ctx.db
        .selectFrom('giftcardSales')
        .selectAll()
        .where('transactionId', '=', row.id)
        .executeTakeFirstOrThrow(),
    ask: ({ provider }, row, sale) => provider.requeryGiftCardSale(saleRequest(row, sale)),
    lockOpen: lockOpenSale,
    apply: applySaleOutcome,
  });
}
