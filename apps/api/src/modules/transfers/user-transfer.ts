import { randomUUID } from 'node:crypto';
import { MONEY_ERROR_CODES, USER_TRANSFER_FEE } from '@owo/core/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TransactionRow } from '../../db/money-schema';
import { unlessRefused } from '../../db/refused-write';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type Cte, postingCtes, type StatementCondition, type Trx, withAll } from '../ledger/post';
import { lockWallets } from '../ledger/wallet-locks';
import { moneyAlertCtes } from '../money/money-alerts';
import { newReference } from '../transactions/references';
import type { TransactionFields } from '../transactions/transaction-view';
import { checkCoolingPeriod, coolingUntil } from '../wallet/cooling-period';
import { checkPayment, type PaymentWallets, paymentChecks } from '../wallet/limits';
import { beneficiaryUpsert } from './beneficiaries';
import type { Money } from './money';
import { moneyEvent } from './money-events';
import { displayName } from './recipients';

export interface UserTransferInput {
  amount: number;
  narration?: string | undefined;
}

/** What writes a transfer's answer (its idempotency record) in the transfer's own statement. */
type Answer = (debit: TransactionFields) => Cte[];

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
  answer: Answer = () => [],
): Promise<TransactionRow> {
  if (recipient.id === sender.id) {
    throw new HttpError(422, MONEY_ERROR_CODES.selfTransfer, 'You cannot send money to yourself.');
  }
  const { config } = money.ctx;
  const wallets = await lockWallets(trx, [sender.id, recipient.id]);
  const from = wallets.get(sender.id);
  const to = wallets.get(recipient.id);
  if (!from || !to) throw new Error('wallets must exist before a transfer');
  checkPayment(config.money, { from, to }, input.amount, USER_TRANSFER_FEE, now);
  await checkCoolingPeriod(
    trx,
    config.money,
    sender,
    { type: 'user', username: recipient.username },
    input.amount,
    now,
  );
  // Both balances after are known: the wallets are locked, and move by the amount.
  return writeTransfer(trx, { from, to }, sender, recipient, input, now, answer, [], {
    debit: sql<number>`${from.balance - input.amount - USER_TRANSFER_FEE}::bigint`,
    credit: sql<number>`${to.balance + input.amount}::bigint`,
  });
}

/**
 * The same transfer as one statement on its own, with no transaction around it: the statement locks both
 * wallets (in id order, as lockWallets does), checks them as locked (paymentCondition, with the tiers'
 * limits of `read`, the wallets as checkTransfer read them before the PIN) and writes everything
 * userTransfer writes, or fails whole when a check fails (`owo_require`, migration 0021). Three round
 * trips fewer than userTransfer (BEGIN, the lock, COMMIT) and the same guarantees: the checks run on the
 * rows as they are once locked, and nothing is written unless every one passes.
 *
 * `also` is one more condition the statement passes with them, with the CTEs it needs: the PIN's settle
 * (PinPass), which the statement then writes too, so it refuses itself when a lock came into force.
 *
 * Undefined when the checks failed, or could not be made in the statement (the cooling period after a
 * security change reads the sender's past payments, `read` no longer passes): nothing was written, and
 * userTransfer, in its own transaction, does the transfer or says which check refuses it.
 */
export async function userTransferAtOnce(
  money: Money,
  db: Db,
  sender: UserRow,
  recipient: UserRow,
  input: UserTransferInput,
  now: Date,
  answer: Answer,
  read: PaymentWallets,
  also: StatementCondition | null = null,
): Promise<TransactionRow | undefined> {
  const { config } = money.ctx;
  const { from, to } = read;
  if (recipient.id === sender.id || !to || from.userId !== sender.id || to.userId !== recipient.id) return;
  if (coolingUntil(config.money, sender, now)) return;
  try {
    checkPayment(config.money, read, input.amount, USER_TRANSFER_FEE, now);
  } catch {
    return;
  }
  const checks = paymentChecks(config.money, read, input.amount, USER_TRANSFER_FEE, now, also);
  return unlessRefused(
    writeTransfer(db, read, sender, recipient, input, now, answer, checks.ctes, {
      // The first value the statement computes: it refuses the statement before any wallet moves.
      debit: sql<number>`case when ${checks.required}
        then ${checks.balanceOf(sender.id)} - ${input.amount + USER_TRANSFER_FEE}::bigint end`,
      credit: sql<number>`${checks.balanceOf(recipient.id)} + ${input.amount}::bigint`,
    }),
  );
}

/**
 * Everything the transfer writes, in one statement (one round trip) after `before`: the posting (its
 * entries and both balances), a row for each side, the sender's recents, both notices and both alerts.
 * Ids are chosen here, so the rows can name the posting and each other; PostgreSQL checks the foreign
 * keys at the end of the statement, when every row exists. `after` are both owners' balances right after.
 */
async function writeTransfer(
  db: Trx | Db,
  { from, to }: PaymentWallets,
  sender: UserRow,
  recipient: UserRow,
  input: UserTransferInput,
  now: Date,
  answer: Answer,
  before: Cte[],
  after: { debit: RawBuilder<number>; credit: RawBuilder<number> },
): Promise<TransactionRow> {
  if (!to) throw new Error('a transfer to a user moves two wallets');
  const fee = USER_TRANSFER_FEE;
  const debitId = randomUUID();
  const creditId = randomUUID();
  const reference = newReference(now);
  const posting = postingCtes(
    [
      {
        kind: 'user_transfer',
        description: `Transfer ${sender.username} -> ${recipient.username}`,
        at: now,
        entries: [
          { accountId: from.accountId, direction: 'debit', amount: input.amount },
          { accountId: to.accountId, direction: 'credit', amount: input.amount },
        ],
      },
    ],
    new Map(),
    // The sender's wallet move counts the debit into the day's debits.
    { accountId: from.accountId, counted: input.amount + fee, at: now },
  );
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
  const rows = await withAll(db, [...before, ...posting.ctes, ...alerts, ...answered])
    .with('beneficiary', (creator) =>
      beneficiaryUpsert(
        creator,
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
        balanceAfter: after.debit,
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
        balanceAfter: after.credit,
        counterparty: JSON.stringify({ name: displayName(sender), username: sender.username }),
      },
    ])
    .returningAll()
    .execute();
  const debit = rows.find((row) => row.id === debitId);
  if (!debit) throw new Error('the debit row was not written');
  return debit;
}
