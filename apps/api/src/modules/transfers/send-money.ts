import type { transferBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema';
import { completeKey, withIdempotency } from '../money/idempotency';
import { checkTransactionPin } from '../money/transaction-pin';
import { toTransaction } from '../transactions/transaction-view';
import { bankTransfer } from './bank-transfer';
import { checkTransfer } from './check-transfer';
import type { Money } from './money';
import { userTransfer } from './user-transfer';

type SendBody = z.output<typeof transferBody>;

/**
 * POST /transfers: under the Idempotency-Key, the checks a quote makes (checkTransfer: nothing moves
 * and no PIN is asked for a transfer that cannot go through), then the PIN, then the money moves with
 * the limits and balance checked again under the wallets' locks, and the answer is stored with it.
 */
export async function sendMoney(money: Money, req: FastifyRequest, user: UserRow, body: SendBody) {
  const { ctx } = money;
  return withIdempotency(ctx, req, user.id, async (claim) => {
    const { pin, ...quote } = body;
    const checked = await checkTransfer(money, user, quote, 'misses');
    await checkTransactionPin(ctx, user, pin);

    const now = ctx.clock.now();
    const input = { amount: body.amount, narration: body.narration };
    const answer = await ctx.db.transaction().execute(async (trx) => {
      const row =
        'recipient' in checked
          ? await userTransfer(money, trx, user, checked.recipient, input, now)
          : await bankTransfer(money, trx, user, checked.target, input, now);
      const response = {
        status: true as const,
        message: row.status === 'completed' ? 'Transfer successful' : 'Transfer is on its way',
        data: toTransaction(row),
      };
      await completeKey(trx, claim, 201, response);
      return response;
    });
    if ('target' in checked) money.kick();
    return { status: 201, body: answer };
  });
}
