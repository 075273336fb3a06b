import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillWebhookBody } from '@owo/core/contract';
import { type Bills, billsAccounts } from './bills';
import { BILL_PURCHASE_JOB } from './pay-bill';
import type { PurchaseOutcome } from './provider';
import { applyOutcome, lockOpenPurchase } from './resolve-purchase';
import { applySaleOutcome, GIFTCARD_SALE_JOB, lockOpenSale } from './sell-giftcard';

/** Hex HMAC-SHA512 of the exact body bytes under the shared secret. */
export function signWebhook(secret: string, rawBody: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function validSignature(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{128}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(signWebhook(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}

function purchaseOutcome(event: BillWebhookBody): PurchaseOutcome {
  const { providerReference, delivery, reason } = event.data;
  return event.type === 'purchase.completed'
    ? { status: 'completed', providerReference, delivery: delivery ?? {} }
    : {
        status: 'failed',
        providerReference,
        reason: reason ?? 'The provider could not complete the payment',
      };
}

/**
 * Applies a provider callback once: the event id is recorded in the same transaction as the effect, so
 * a second delivery (or one racing a requery) finds either the id taken or the purchase settled.
 * Returns false when the event was seen before.
 */
export async function applyWebhook(bills: Bills, event: BillWebhookBody): Promise<boolean> {
  const { db, clock } = bills.ctx;
  const accounts = await billsAccounts(bills);
  const now = clock.now();
  const sale = event.type.startsWith('giftcard.');
  const row = await db
    .selectFrom('transactions')
    .select(['id', 'userId'])
    .where('reference', '=', event.data.reference)
    .where('type', '=', sale ? 'giftcard' : 'bill')
    .executeTakeFirst();
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('providerEvents')
      .values({ provider: bills.provider.name, eventId: event.id })
      .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
      .returning('eventId')
      .executeTakeFirst();
    if (!fresh) return false;
    if (!row) return true;
    if (sale) {
      const open = await lockOpenSale(trx, row.id, row.userId);
      const { providerReference, reason } = event.data;
      const outcome =
        event.type === 'giftcard.approved'
          ? ({ status: 'approved', providerReference } as const)
          : ({ status: 'rejected', providerReference, reason: reason ?? 'The card was rejected' } as const);
      if (open && (await applySaleOutcome(bills, trx, open, outcome, accounts, now)))
        await trx
          .deleteFrom('jobs')
          .where('kind', '=', GIFTCARD_SALE_JOB)
          .where('subjectId', '=', row.id)
          .execute();
      return true;
    }
    const open = await lockOpenPurchase(trx, row.id, row.userId);
    if (open && (await applyOutcome(trx, open, purchaseOutcome(event), accounts, now)))
      await trx
        .deleteFrom('jobs')
        .where('kind', '=', BILL_PURCHASE_JOB)
        .where('subjectId', '=', row.id)
        .execute();
    return true;
  });
}
