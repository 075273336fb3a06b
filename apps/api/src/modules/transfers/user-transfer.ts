import { randomUUID } from 'node:crypto';
import { MONEY_ERROR_CODES, USER_TRANSFER_FEE } from '@owo/core/contract';
import type { TransactionRow } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type Cte, postingCtes, type Trx, withAll } from '../ledger/post';
import { lockWallets } from '../ledger/wallet-locks';
import { moneyAlertCtes } from '../money/money-alerts';
import { newReference } from '../transactions/references';
import type { TransactionFields } from '../transactions/transaction-view';
import { checkCoolingPeriod } from '../wallet/cooling-period';
import { checkPayment } from '../wallet/limits';
import { beneficiaryUpsert } from './beneficiaries';
import type { Money } from './money';
import { moneyEvent } from './money-events';
import { displayName } from './recipients';

export interface UserTransferInput {
  amount: number;
  narration?: string | undefined;
}

/**
 * Owo to Owo, in the caller's transaction: both wallets locked (in id order), the sender's limits and
 * funds and the recipient's maximum balance checked, one posting, a row for each side, both notified.
 */
export async function userTransfer(
  money: Money,
  trx: Trx,
  sender: UserRow,
  recipient: UserRow,
  input: UserTransferInput,
  now: Date,
  answer: (debit: TransactionFields) => Cte[] = () => [],
): Promise<TransactionRow> {
  if (recipient.id === sender.id) {
    throw new HttpError(422, MONEY_ERROR_CODES.selfTransfer, 'You cannot send money to yourself.');
  }
  const { config } = money.ctx;
  const wallets = await lockWallets(trx, [sender.id, recipient.id]);
  const from = wallets.get(sender.id);
  const to = wallets.get(recipient.id);
  if (!from || !to) throw new Error('wallets must exist before a transfer');
  const fee = USER_TRANSFER_FEE;
  checkPayment(config.money, { from, to }, input.amount, fee, now);
  await checkCoolingPeriod(
    trx,
    config.money,
    sender,
    { type: 'user', username: recipient.username },
    input.amount,
    now,
  );

  // Everything the transfer writes goes in one statement (one round trip): the posting (its entries and both
  // balances), a row for each side, the sender's recents, both notices and both alerts. Ids are chosen here,
  // so the rows can name the posting and each other; PostgreSQL checks the foreign keys at the end of the
  // statement, when every row exists. Both balances after are known: the wallets are locked, and move by
  // the amount.
  const debitId = randomUUID();
  const creditId = randomUUID();
  const reference = newReference(now);
  const posting = postingCtes([
    {
      kind: 'user_transfer',
      description: `Transfer ${sender.username} -> ${recipient.username}`,
      at: now,
      entries: [
        { accountId: from.accountId, direction: 'debit', amount: input.amount },
        { accountId: to.accountId, direction: 'credit', amount: input.amount },
      ],
    },
  ]);
  // Both rows keep their owner's balance right after, for the money alerts; one job (named by the debit)
  // sends both.
  const alerts = moneyAlertCtes(
    now,
    debitId,
    [sender.id, recipient.id],
    [
      moneyEvent.sent(sender.id, input.amount, displayName(recipient), reference),
      moneyEvent.received(recipient.id, input.amount, displayName(sender), reference),
    ],
  );
  const common = {
    type: 'user' as const,
    amount: input.amount,
    status: 'completed' as const,
    narration: input.narration || null,
    postingId: posting.ids[0] as string,
    createdAt: now,
    updatedAt: now,
  };
  const toRecipient = { name: displayName(recipient), username: recipient.username };
  // The caller's answer (its idempotency record) is written by this statement too: the debit's fields
  // are all chosen here, so its view is known before the row exists.
  const answered = answer({
    ...common,
    reference,
    direction: 'debit',
    fee,
    counterparty: toRecipient,
    sessionId: null,
    failureReason: null,
  });
  const rows = await withAll(trx, [...posting.ctes, ...alerts, ...answered])
    .with('beneficiary', (db) =>
      beneficiaryUpsert(
        db,
        sender.id,
        { type: 'user', userId: recipient.id, name: displayName(recipient), username: recipient.username },
        { usedAt: now },
      ),
    )
    .insertInto('transactions')
    .values([
      {
        ...common,
        id: debitId,
        reference,
        userId: sender.id,
        direction: 'debit',
        fee,
        relatedId: creditId,
        balanceAfter: from.balance - input.amount - fee,
        counterparty: JSON.stringify(toRecipient),
      },
      {
        ...common,
        id: creditId,
        reference: newReference(now),
        userId: recipient.id,
        direction: 'credit',
        fee: 0,
        relatedId: debitId,
        balanceAfter: to.balance + input.amount,
        counterparty: JSON.stringify({ name: displayName(sender), username: sender.username }),
      },
    ])
    .returningAll()
    .execute();
  const debit = rows.find((row) => row.id === debitId);
  if (!debit) throw new Error('the debit row was not written');
  return debit;
}
