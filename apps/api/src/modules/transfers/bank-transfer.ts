import { transferFee } from '@owo/core/contract';
import { sql } from 'kysely';
import type { TransactionRow } from '../../db/money-schema';
import type { UserRow } from '../../db/schema';
import type { Cte, Trx } from '../ledger/post';
import { lockWallet } from '../ledger/wallet-locks';
import { openHeldDebit } from '../money/held-debit';
import { newReference, newSessionId } from '../transactions/references';
import type { TransactionFields } from '../transactions/transaction-view';
import { checkCoolingPeriod } from '../wallet/cooling-period';
import { checkPayment } from '../wallet/limits';
import { beneficiaryUpsert } from './beneficiaries';
import type { Money } from './money';

export const BANK_TRANSFER_JOB = 'bank-transfer';

/** A bank transfer waits on the provider while pending (sent) or processing (the bank has it). */
export const BANK_TRANSFER_OPEN = ['pending', 'processing'] as const;

export interface BankTarget {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * To another bank, in the caller's transaction: amount + fee held on the wallet (never debited and
 * refunded), the transaction pending, the sender's recents, and a durable job that asks the provider after
 * the commit, all in one statement.
 */
export async function bankTransfer(
  money: Money,
  trx: Trx,
  sender: UserRow,
  target: BankTarget,
  input: { amount: number; narration?: string | undefined },
  now: Date,
  answer: (debit: TransactionFields) => Cte[] = () => [],
): Promise<TransactionRow> {
  const { config } = money.ctx;
  const wallet = await lockWallet(trx, sender.id);
  const fee = transferFee('bank', input.amount);
  checkPayment(config.money, { from: wallet }, input.amount, fee, now);
  await checkCoolingPeriod(trx, config.money, sender, { type: 'bank', ...target }, input.amount, now);

  const debit = {
    reference: newReference(now),
    type: 'bank' as const,
    amount: input.amount,
    fee,
    counterparty: {
      name: target.accountName,
      bankCode: target.bankCode,
      bankName: target.bankName,
      accountNumber: target.accountNumber,
    },
    narration: input.narration || null,
    sessionId: newSessionId(config.money.bankCode, now),
    createdAt: now,
  };
  // The caller's answer is written by the same statement: the pending debit's view is known before it.
  const answered = answer({ ...debit, direction: 'debit', status: 'pending', failureReason: null });
  const row = await openHeldDebit(
    trx,
    wallet,
    { ...debit, counterparty: JSON.stringify(debit.counterparty), updatedAt: now },
    { kind: BANK_TRANSFER_JOB, runAt: now },
    [
      [
        'beneficiary',
        sql`${beneficiaryUpsert(
          trx,
          sender.id,
          {
            type: 'bank',
            bankCode: target.bankCode,
            accountNumber: target.accountNumber,
            name: target.accountName,
          },
          { usedAt: now },
        )}`,
      ],
      ...answered,
    ],
  );
  return row;
}
