import { MONEY_ERROR_CODES } from '@owo/core/contract';
import type { TransactionRow } from '../../db/money-schema';
import { HttpError } from '../../http/errors';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../ledger/accounts';
import { post } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { queueMoneyAlert } from '../money/money-alerts';
import { notify } from '../money/notify';
import { newReference, newSessionId } from '../transactions/references';
import { checkCredit } from '../wallet/limits';
import type { Money } from './money';
import { moneyEvent } from './money-events';

export interface IncomingTransfer {
  accountNumber: string;
  amount: number;
  senderName: string;
  senderBank: string;
}

/** Money arriving from another bank into an Owo account number: outside world -> wallet, one transaction. */
export async function incomingTransfer(money: Money, input: IncomingTransfer): Promise<TransactionRow> {
  const { db, clock, config } = money.ctx;
  const owner = await db
    .selectFrom('wallets')
    .select('userId')
    .where('accountNumber', '=', input.accountNumber)
    .executeTakeFirst();
  if (!owner)
    throw new HttpError(404, MONEY_ERROR_CODES.accountNotFound, 'No Owo account has this account number.');
  const world = await systemAccountId(db, SYSTEM_ACCOUNTS.world);
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, owner.userId);
    checkCredit(config.money, wallet, input.amount, 'your');
    const postingId = await post(trx, {
      kind: 'incoming_transfer',
      description: `Incoming transfer from ${input.senderName} (${input.senderBank})`,
      at: now,
      entries: [
        { accountId: world, direction: 'debit', amount: input.amount },
        { accountId: wallet.accountId, direction: 'credit', amount: input.amount },
      ],
    });
    const row = await trx
      .insertInto('transactions')
      .values({
        reference: newReference(now),
        userId: owner.userId,
        type: 'bank',
        direction: 'credit',
        amount: input.amount,
        fee: 0,
        status: 'completed',
        counterparty: JSON.stringify({ name: input.senderName, bankName: input.senderBank }),
        narration: null,
        sessionId: newSessionId('000000', now),
        postingId,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueMoneyAlert(trx, now, row.id);
    await notify(trx, now, moneyEvent.received(owner.userId, input.amount, input.senderName, row.reference));
    return row;
  });
}
