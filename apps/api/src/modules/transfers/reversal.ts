import { ERROR_CODES, formatMoney, MONEY_ERROR_CODES } from '@owo/core/contract';
import { kobo } from '../../db/money-schema';
import { HttpError } from '../../http/errors';
import { reversePosting } from '../ledger/post';
import { assertTransition } from '../ledger/statuses';
import { lockWallets } from '../ledger/wallet-locks';
import { notify } from '../money/notify';
import type { Money } from './money';
import { moneyEvent } from './money-events';

/**
 * Undoes a completed transfer with a new posting pointing at the original: an Owo transfer is
 * reversed (the recipient must still have the money available), a bank transfer the bank returned is
 * refunded (amount and fee). Both sides' rows change status; nothing is edited in the ledger.
 */
export async function reverseTransfer(money: Money, reference: string): Promise<void> {
  const { db, clock } = money.ctx;
  const now = clock.now();
  const original = await db
    .selectFrom('transactions')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!original) throw new HttpError(404, ERROR_CODES.notFound, 'Transaction not found');
  const related = original.relatedId
    ? await db.selectFrom('transactions').selectAll().where('id', '=', original.relatedId).executeTakeFirst()
    : undefined;
  const target = original.type === 'user' ? 'reversed' : 'refunded';

  await db.transaction().execute(async (trx) => {
    const wallets = await lockWallets(trx, [original.userId, ...(related ? [related.userId] : [])]);
    const rows = await trx
      .selectFrom('transactions')
      .selectAll()
      .where('id', 'in', [original.id, ...(related ? [related.id] : [])])
      .forUpdate()
      .execute();
    for (const row of rows) assertTransition(row.status, target);
    const postingId = original.postingId;
    if (!postingId) throw new Error(`completed transaction ${reference} has no posting`);

    // The credited side gives the money back: it must still be there.
    for (const row of rows) {
      if (row.direction !== 'credit') continue;
      const wallet = wallets.get(row.userId);
      if (!wallet || wallet.available < kobo(row.amount)) {
        throw new HttpError(
          422,
          MONEY_ERROR_CODES.insufficientFunds,
          `Cannot reverse: the recipient no longer has ${formatMoney(kobo(row.amount))} available.`,
        );
      }
    }
    await reversePosting(trx, postingId, target === 'reversed' ? 'reversal' : 'refund', now);
    await trx
      .updateTable('transactions')
      .set({ status: target, updatedAt: now })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    await notify(
      trx,
      now,
      ...rows.map((row) => {
        const amount = kobo(row.amount) + (row.direction === 'debit' ? kobo(row.fee) : 0);
        return moneyEvent.reversed(row.userId, amount, row.direction === 'debit', original.reference);
      }),
    );
  });
}
