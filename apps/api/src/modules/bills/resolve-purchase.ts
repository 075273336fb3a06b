import type { BillPurchaseRow } from '../../db/bills-schema';
import { kobo } from '../../db/money-schema';
import { closeHold } from '../ledger/holds';
import { post, type Trx } from '../ledger/post';
import { assertTransition } from '../ledger/statuses';
import { type LockedOpenTransaction, lockOpenTransaction } from '../ledger/wallet-locks';
import { queueMoneyAlerts } from '../settings/money-alerts';
import { notify } from '../transfers/money-events';
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

/** The provider delivered: the hold becomes a posting (wallet -> the provider's float). */
async function complete(
  trx: Trx,
  open: OpenPurchase,
  outcome: PurchaseOutcome & { status: 'completed' },
  float: string,
  now: Date,
) {
  const { row } = open;
  assertTransition(row.status, 'completed');
  const { wallet } = open;
  const amount = kobo(row.amount);
  // The hold goes first: with the debit posted and the hold still counted, balance - held would dip below zero.
  await closeHold(trx, row.userId, kobo(row.holdAmount));
  const postingId = await post(trx, {
    kind: 'bill_purchase',
    description: `Bill purchase ${row.reference}`,
    at: now,
    entries: [
      { accountId: wallet.accountId, direction: 'debit', amount },
      { accountId: float, direction: 'credit', amount },
    ],
  });
  await trx
    .updateTable('transactions')
    .set({ status: 'completed', holdStatus: 'posted', postingId, updatedAt: now })
    .where('id', '=', row.id)
    .execute();
  await trx
    .updateTable('billPurchases')
    .set({ providerReference: outcome.providerReference, delivery: JSON.stringify(outcome.delivery) })
    .where('transactionId', '=', row.id)
    .execute();
  await queueMoneyAlerts(trx, now, [row.id]);
  await notify(trx, now, billEvent.completed(row.userId, amount, describe(open), row.reference));
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
  assertTransition(row.status, 'failed');
  await closeHold(trx, row.userId, kobo(row.holdAmount));
  await trx
    .updateTable('transactions')
    .set({ status: 'failed', holdStatus: 'voided', failureReason: outcome.reason, updatedAt: now })
    .where('id', '=', row.id)
    .execute();
  if (outcome.providerReference)
    await trx
      .updateTable('billPurchases')
      .set({ providerReference: outcome.providerReference })
      .where('transactionId', '=', row.id)
      .execute();
  await notify(trx, now, billEvent.failed(row.userId, kobo(row.amount), describe(open), row.reference));
}

/**
 * Applies a provider's answer to a locked open purchase (`float`: billsFloat, read beforehand). Pending keeps the hold (an unknown outcome is
 * never guessed to be a failure); returns whether the purchase is now settled.
 */
export async function applyOutcome(
  trx: Trx,
  open: OpenPurchase,
  outcome: PurchaseOutcome,
  float: string,
  now: Date,
): Promise<boolean> {
  if (outcome.status === 'completed') await complete(trx, open, outcome, float, now);
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
