import { transferFee } from '@owo/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TransactionRow } from '../../db/money-schema';
import { unlessRefused } from '../../db/refused-write';
import type { UserRow } from '../../db/schema';
import type { Cte, StatementCondition, Trx } from '../ledger/post';
import { type LockedWallet, lockWallet } from '../ledger/wallet-locks';
import { openHeldDebit } from '../money/held-debit';
import { newReference, newSessionId } from '../transactions/references';
import type { TransactionFields } from '../transactions/transaction-view';
import { checkCoolingPeriod, coolingUntil } from '../wallet/cooling-period';
import { checkPayment, type PaymentWallets, paymentChecks, type StatementChecks } from '../wallet/limits';
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

type Answer = (debit: TransactionFields) => Cte[];
type BankTransferInput = { amount: number; narration?: string | undefined };

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
  input: BankTransferInput,
  now: Date,
  answer: Answer = () => [],
): Promise<TransactionRow> {
  const { config } = money.ctx;
  const wallet = await lockWallet(trx, sender.id);
  const fee = transferFee('bank', input.amount);
  checkPayment(config.money, { from: wallet }, input.amount, fee, now);
  await checkCoolingPeriod(trx, config.money, sender, { type: 'bank', ...target }, input.amount, now);
  return openBankTransfer(money, trx, wallet, sender, target, input, now, answer);
}

/**
 * The same as one statement with no transaction around it, which locks the wallet and checks it as
 * locked (paymentChecks, with the tier's limits of `read`, the wallet as checkTransfer read it before the
 * PIN) and holds the money, or fails whole (see userTransferAtOnce; `also` as there). Undefined when it wrote nothing:
 * bankTransfer, in its own transaction, then does it or says which check refuses it.
 */
export async function bankTransferAtOnce(
  money: Money,
  db: Db,
  sender: UserRow,
  target: BankTarget,
  input: BankTransferInput,
  now: Date,
  answer: Answer,
  read: PaymentWallets,
  also: StatementCondition | null = null,
): Promise<TransactionRow | undefined> {
  const { config } = money.ctx;
  const { from } = read;
  if (from.userId !== sender.id || read.to || coolingUntil(config.money, sender, now)) return;
  const fee = transferFee('bank', input.amount);
  try {
    checkPayment(config.money, read, input.amount, fee, now);
  } catch {
    return;
  }
  const checks = paymentChecks(config.money, read, input.amount, fee, now, also);
  return unlessRefused(openBankTransfer(money, db, from, sender, target, input, now, answer, checks));
}

async function openBankTransfer(
  money: Money,
  db: Trx | Db,
  wallet: LockedWallet,
  sender: UserRow,
  target: BankTarget,
  input: BankTransferInput,
  now: Date,
  answer: Answer,
  checks?: Pick<StatementChecks, 'ctes' | 'required'>,
): Promise<TransactionRow> {
  const fee = transferFee('bank', input.amount);
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
    sessionId: newSessionId(money.ctx.config.money.bankCode, now),
    createdAt: now,
  };
  // The caller's answer is written by the same statement: the pending debit's view is known before it.
  const answered = answer({ ...debit, direction: 'debit', status: 'pending', failureReason: null });
  return openHeldDebit(
    db,
    wallet,
    { ...debit, counterparty: JSON.stringify(debit.counterparty), updatedAt: now },
    { kind: BANK_TRANSFER_JOB, runAt: now },
    [
      ...(checks?.ctes ?? []),
      [
        'beneficiary',
        sql`${beneficiaryUpsert(
          db,
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
    checks?.required,
  );
}
