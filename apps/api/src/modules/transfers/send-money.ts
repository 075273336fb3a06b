import type { transferBody } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { WalletRow } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { walletsQuery } from '../ledger/wallet-locks';
import { type Claim, completeKeyCte, withIdempotency } from '../money/idempotency';
import { type EarlySlot, earlyPinSlot, verifyTransactionPin } from '../money/transaction-pin';
import { type TransactionFields, toTransaction } from '../transactions/transaction-view';
import { bankTransfer, bankTransferAtOnce } from './bank-transfer';
import { type ClaimedRead, checkTransfer } from './check-transfer';
import type { Money } from './money';
import { type RecipientWithWallets, recipientWithWalletsQuery } from './recipients';
import { userTransfer, userTransferAtOnce } from './user-transfer';

type SendBody = z.output<typeof transferBody>;

type Answer = ReturnType<typeof answerOf>;

/** POST /transfers' answer: the debit, completed (to an Owo user) or on its way (to a bank). */
function answerOf(debit: TransactionFields) {
  return {
    status: true as const,
    message: debit.status === 'completed' ? 'Transfer successful' : 'Transfer is on its way',
    data: toTransaction(debit),
  };
}

/**
 * POST /transfers: under the Idempotency-Key, the checks a quote makes (checkTransfer: nothing moves
 * and no PIN is asked for a transfer that cannot go through), then the PIN, then the money moves with
 * the limits and balance checked again under the wallets' locks, and the answer is stored with it.
 */
export async function sendMoney(money: Money, req: FastifyRequest, user: UserRow, body: SendBody) {
  const { ctx } = money;
  // The statement that claims the key also reads what the checks read first (the recipient of a transfer
  // to an Owo user, with both wallets; the payer's wallet for a bank) and claims a slot for the PIN's verify
  // (EarlySlot): two round trips fewer.
  const early = earlyPinSlot(ctx, user, body.pin);
  return withIdempotency<Answer, RecipientWithWallets | WalletRow>(
    ctx,
    req,
    user.id,
    async (claim, claimed) => {
      early?.claimed(claimed.wrote);
      const read = claimed.read;
      const reads: ClaimedRead | undefined =
        read &&
        (body.type === 'user'
          ? { recipients: read as RecipientWithWallets[] }
          : { payerWallets: read as WalletRow[] });
      try {
        return await transfer(money, user, body, claim, reads, early);
      } finally {
        // A check refused the transfer before its verify: the slot goes back uncounted.
        await early?.release();
      }
    },
    {
      read:
        body.type === 'user'
          ? recipientWithWalletsQuery(ctx.db, body.recipient, user.id)
          : walletsQuery(ctx.db, [user.id]),
      write: early?.write,
    },
  );
}

async function transfer(
  money: Money,
  user: UserRow,
  body: SendBody,
  claim: Claim,
  claimed: ClaimedRead | undefined,
  early: EarlySlot | undefined,
): Promise<{ status: number; body: Answer }> {
  const { ctx } = money;
  const { pin, ...quote } = body;
  const checked = await checkTransfer(money, user, quote, 'misses', claimed);
  const pass = await verifyTransactionPin(ctx, user, pin, early);

  const now = ctx.clock.now();
  const input = { amount: body.amount, narration: body.narration };
  // The answer is stored by the statement that moves the money (completeKeyCte), built from the debit's
  // fields as that statement writes them.
  let response: Answer | undefined;
  const answered = (debit: TransactionFields) => {
    response = answerOf(debit);
    return [completeKeyCte(claim, 201, response)];
  };
  try {
    // One statement does it all when the wallets still pass, as it locks them, the checks they passed
    // before the PIN, and the PIN's settle with it (refused if a lock came into force meanwhile); when they
    // do not, nothing was written, the PIN settles on its own, and the transaction below says why (or does it).
    const pinSettle = pass.inStatement(now);
    const atOnce =
      'recipient' in checked
        ? await userTransferAtOnce(
            money,
            ctx.db,
            user,
            checked.recipient,
            input,
            now,
            answered,
            checked.wallets,
            pinSettle,
          )
        : await bankTransferAtOnce(
            money,
            ctx.db,
            user,
            checked.target,
            input,
            now,
            answered,
            checked.wallets,
            pinSettle,
          );
    if (atOnce) pass.settledInStatement();
    else {
      await pass.settle();
      await ctx.db.transaction().execute(async (trx) => {
        if ('recipient' in checked)
          await userTransfer(money, trx, user, checked.recipient, input, now, answered);
        else await bankTransfer(money, trx, user, checked.target, input, now, answered);
      });
    }
  } finally {
    // A statement that failed for another reason (the database) still gives the PIN's slot back.
    await pass.settle().catch(() => {});
  }
  if (!response) throw new Error('the transfer was written without its answer');
  if ('target' in checked) money.kick();
  return { status: 201, body: response };
}
