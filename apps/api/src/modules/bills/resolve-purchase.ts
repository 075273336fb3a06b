import type { BillPurchaseRow } from '../../db/bills-schema';
import { kobo } from '../../db/money-schema';
import type { Trx } from '../ledger/post';
import { type LockedOpenTransaction, lockOpenTransaction } from '../ledger/wallet-locks';
import { type SettleAccounts, settleHeldDebit, voidHeldDebit } from '../money/held-debit';
import { notify } from '../money/notify';
import { queuePaymentEvent } from '../partners/webhooks';
import { billEvent } from './bill-events';
import type { PurchaseOutcome } from './provider';
import { queuePurchaseReceipt } from './receipt-mail';

/** The statuses of a purchase still waiting on the provider. */
export const PURCHASE_OPEN = ['pending', 'processing'] as const;

export interface OpenPurchase extends LockedOpenTransaction {
  purchase: BillPurchaseRow;
}

/** The purchase, locked with its wallet, if it is still open: a requery, a webhook or another replica may have settled it. */
export async function lockOpenPurchase(
  trx: Trx,
  id: string,
  userId: string,
): Promise<OpenPurchase | undefined> {
  const open = await lockOpenTransaction(trx, id, userId, PURCHASE_OPEN);
  if (!open) return undefined;
  const purchase = await trx
    .selectFrom('billPurchases')
    .selectAll()
    .where('transactionId', '=', id)
    .executeTakeFirstOrThrow();
  return { ...open, purchase };
}

const describe = ({ purchase }: OpenPurchase) =>
  `${purchase.billerName} ${purchase.productName ?? ''}`.replace(/\s+/g, ' ').trim();

/** The provider delivered: the held amount goes to the provider's float and the fee to fee revenue. */
async function complete(
  trx: Trx,
  open: OpenPurchase,
  outcome: PurchaseOutcome & { status: 'completed' },
  accounts: SettleAccounts,
  now: Date,
) {
  const { row } = open;
  await settleHeldDebit(
    trx,
    open,
    accounts,
    { kind: 'bill_purchase', description: `Bill purchase ${row.reference}` },
    now,
    { notices: [billEvent.completed(row.userId, kobo(row.amount), describe(open), row.reference)] },
  );
  await trx
    .updateTable('billPurchases')
    .set({ providerReference: outcome.providerReference, delivery: JSON.stringify(outcome.delivery) })
    .where('transactionId', '=', row.id)
    .execute();
  await queuePaymentEvent(trx, row, open.purchase.service, 'payment.completed', 'completed', now);
  await queuePurchaseReceipt(trx, row.id, now);
}

/** The provider refused: the hold is voided, so the money is available again. Nothing was posted. */
async function fail(
  trx: Trx,
  open: OpenPurchase,
  outcome: PurchaseOutcome & { status: 'failed' },
  now: Date,
) {
  const { row } = open;
  await voidHeldDebit(trx, open, outcome.reason, now);
  if (outcome.providerReference)
    await trx
      .updateTable('billPurchases')
      .set({ providerReference: outcome.providerReference })
      .where('transactionId', '=', row.id)
      .execute();
  await queuePaymentEvent(trx, row, open.purchase.service, 'payment.failed', 'failed', now);
  await notify(trx, now, billEvent.failed(row.userId, kobo(row.amount), describe(open), row.reference));
}

/**
 * Applies a provider's answer to a locked open purchase (`accounts`: billsAccounts, read beforehand). Pending keeps the hold (an unknown outcome is
 * never guessed to be a failure); returns whether the purchase is now settled.
 */
export async function applyOutcome(
  trx: Trx,
  open: OpenPurchase,
  outcome: PurchaseOutcome,
  accounts: SettleAccounts,
  now: Date,
): Promise<boolean> {
  if (outcome.status === 'completed') await complete(trx, open, outcome, accounts, now);
  else if (outcome.status === 'failed') await fail(trx, open, outcome, now);
  else {
    if (outcome.providerReference && open.purchase.providerReference === null)
      await trx
        .updateTable('billPurchases')
        .set({ providerReference: outcome.providerReference })
        .where('transactionId', '=', open.row.id)
        .execute();
    return false;
  }
  return true;
}
