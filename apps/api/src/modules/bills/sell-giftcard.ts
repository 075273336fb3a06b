import { ERROR_CODES, formatMoney, type GiftCardSale, type giftCardSaleBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { GiftCardSaleRow } from '../../db/bills-schema';
import { kobo, type TransactionRow } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../jobs/queue';
import { post, type Trx } from '../ledger/post';
import { assertTransition } from '../ledger/statuses';
import { type LockedOpenTransaction, lockOpenTransaction, lockWallet } from '../ledger/wallet-locks';
import type { SettleAccounts } from '../money/held-debit';
import { completeKey, withIdempotency } from '../money/idempotency';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { newReference } from '../transactions/references';
import { checkCredit } from '../wallet/limits';
import { type Bills, billsAccounts } from './bills';
import { findBiller, providerUnavailable } from './lookup';
import type { GiftCardSaleOutcome, GiftCardSaleRequest } from './provider';
import { withTimeout } from './with-timeout';

export const GIFTCARD_SALE_JOB = 'giftcard-sale';

/** A sold card waits on the provider's review while pending. */
export const SALE_OPEN = ['pending'] as const;

export interface OpenSale extends LockedOpenTransaction {
  sale: GiftCardSaleRow;
}

export function toSale(row: TransactionRow, sale: GiftCardSaleRow): GiftCardSale {
  return {
    reference: row.reference,
    brand: sale.brand,
    brandName: sale.brandName,
    valueUsd: sale.valueUsd,
    cardCodeLast4: sale.cardCode.slice(-4),
    amount: kobo(row.amount),
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function saleRequest(row: TransactionRow, sale: GiftCardSaleRow): GiftCardSaleRequest {
  return {
    reference: row.reference,
    brand: sale.brand,
    valueUsd: sale.valueUsd,
    cardCode: sale.cardCode,
    createdAt: row.createdAt,
  };
}

export async function lockOpenSale(trx: Trx, id: string, userId: string): Promise<OpenSale | undefined> {
  const open = await lockOpenTransaction(trx, id, userId, SALE_OPEN);
  if (!open) return undefined;
  const sale = await trx
    .selectFrom('giftcardSales')
    .selectAll()
    .where('transactionId', '=', id)
    .executeTakeFirstOrThrow();
  return { ...open, sale };
}

async function settle(
  trx: Trx,
  row: TransactionRow,
  status: 'completed' | 'failed',
  now: Date,
  extra: { postingId?: string; failureReason?: string },
) {
  assertTransition(row.status, status);
  await trx
    .updateTable('transactions')
    .set({ status, updatedAt: now, ...extra })
    .where('id', '=', row.id)
    .execute();
  if (status === 'completed') await queueMoneyAlert(trx, now, row.id);
}

/**
 * Applies the review: an approval credits the wallet from the provider's float (unless the tier's
 * maximum balance would be broken: then it fails, saying so); a rejection fails it. Both notify.
 */
export async function applySaleOutcome(
  bills: Bills,
  trx: Trx,
  open: OpenSale,
  outcome: GiftCardSaleOutcome,
  accounts: SettleAccounts,
  now: Date,
): Promise<boolean> {
  if (outcome.status === 'pending') return false;
  const { row, sale, wallet } = open;
  const amount = kobo(row.amount);
  const tell = (title: string, body: string) =>
    notify(trx, now, { userId: row.userId, type: 'transaction', title, body });
  await trx
    .updateTable('giftcardSales')
    .set({ providerReference: outcome.providerReference })
    .where('transactionId', '=', row.id)
    .execute();
  if (outcome.status === 'rejected') {
    await settle(trx, row, 'failed', now, { failureReason: outcome.reason });
    await tell(`${sale.brandName} gift card rejected`, `${outcome.reason}. Reference ${row.reference}.`);
    return true;
  }
  try {
    checkCredit(bills.ctx.config.money, wallet, amount, 'your');
  } catch (error) {
    const reason = error instanceof HttpError ? error.message : 'The credit was refused';
    await settle(trx, row, 'failed', now, { failureReason: reason });
    await tell(`${sale.brandName} gift card not paid`, `${reason} Reference ${row.reference}.`);
    return true;
  }
  const postingId = await post(trx, {
    kind: 'giftcard_sale',
    description: `Gift card sale ${row.reference}`,
    at: now,
    entries: [
      { accountId: accounts.to, direction: 'debit', amount },
      { accountId: wallet.accountId, direction: 'credit', amount },
    ],
  });
  await settle(trx, row, 'completed', now, { postingId });
  await tell(
    `${sale.brandName} gift card sold`,
    `${formatMoney(amount)} is in your wallet. Reference ${row.reference}.`,
  );
  return true;
}

type SaleBody = z.output<typeof giftCardSaleBody>;

const rateChanged = (amount: number) =>
  new HttpError(
    422,
    ERROR_CODES.validation,
    `The rate has changed: this card is now worth ${formatMoney(amount)}. Please check the new amount.`,
    {
      quotedAmount: [`The card is now worth ${formatMoney(amount)}`],
    },
  );

async function answerOf(trx: Trx, id: string) {
  const row = await trx.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sale = await trx
    .selectFrom('giftcardSales')
    .selectAll()
    .where('transactionId', '=', id)
    .executeTakeFirstOrThrow();
  return {
    status: true as const,
    message: 'Your card is being reviewed: we will let you know',
    data: toSale(row, sale),
  };
}

/**
 * POST /giftcards/sales: the quoted amount must still be the card's worth at the held rate; the sale is
 * a pending credit reviewed by the provider (a durable job asks until it is approved or rejected).
 */
export async function sellGiftCard(bills: Bills, req: FastifyRequest, user: UserRow, body: SaleBody) {
  const { ctx } = bills;
  const cardCode = body.cardCode.toUpperCase();
  return withIdempotency(ctx, req, user.id, async (claim) => {
    const now = ctx.clock.now();
    const brand = await findBiller(bills, 'giftcards', body.brand);
    const quote = await bills.provider.products('giftcards', brand.id, now);
    const rate = quote?.rate?.sell.koboPerUsd;
    if (!rate) throw providerUnavailable();
    const amount = Math.round((body.valueUsd * rate) / 100);
    if (amount !== body.quotedAmount) throw rateChanged(amount);

    const { row, sale } = await ctx.db.transaction().execute(async (trx) => {
      checkCredit(ctx.config.money, await lockWallet(trx, user.id), amount, 'your');
      const row = await trx
        .insertInto('transactions')
        .values({
          reference: newReference(now),
          userId: user.id,
          type: 'giftcard',
          direction: 'credit',
          amount,
          fee: 0,
          status: 'pending',
          counterparty: JSON.stringify({ name: `${brand.name} gift card` }),
          narration: `$${body.valueUsd / 100} ${brand.name} gift card`,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const sale = await trx
        .insertInto('giftcardSales')
        .values({
          transactionId: row.id,
          brand: brand.id,
          brandName: brand.name,
          valueUsd: body.valueUsd,
          cardCode,
          provider: bills.provider.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueue(
        trx,
        GIFTCARD_SALE_JOB,
        row.id,
        new Date(now.getTime() + ctx.config.bills.requeryAfterMs),
      );
      await completeKey(trx, claim, 201, await answerOf(trx, row.id));
      return { row, sale };
    });

    let outcome: GiftCardSaleOutcome | null = null;
    try {
      outcome = await withTimeout(
        bills.provider.sellGiftCard(saleRequest(row, sale)),
        ctx.config.bills.providerTimeoutMs,
      );
    } catch (error) {
      ctx.log.warn(
        { err: error, reference: row.reference },
        'gift-card provider gave no answer; the sale stays pending',
      );
    }
    const accounts = await billsAccounts(bills);
    const answer = await ctx.db.transaction().execute(async (trx) => {
      const open = await lockOpenSale(trx, row.id, user.id);
      if (open && outcome && (await applySaleOutcome(bills, trx, open, outcome, accounts, ctx.clock.now())))
        await trx
          .deleteFrom('jobs')
          .where('kind', '=', GIFTCARD_SALE_JOB)
          .where('subjectId', '=', row.id)
          .execute();
      const settled = await answerOf(trx, row.id);
      await completeKey(trx, claim, 201, settled);
      return settled;
    });
    return { status: 201, body: answer };
  });
}
