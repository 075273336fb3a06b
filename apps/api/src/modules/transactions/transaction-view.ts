import type { Transaction, TransactionDetail } from '@owo/core/contract';
import { kobo, type TransactionRow } from '../../db/money-schema';

export function toTransaction(row: TransactionRow): Transaction {
  return {
    reference: row.reference,
    type: row.type,
    direction: row.direction,
    amount: kobo(row.amount),
    fee: kobo(row.fee),
    currency: 'NGN',
    status: row.status,
    counterparty: row.counterparty,
    narration: row.narration,
    ...(row.sessionId !== null && { sessionId: row.sessionId }),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTransactionDetail(
  row: TransactionRow,
  account: TransactionDetail['account'],
): TransactionDetail {
  const amount = kobo(row.amount);
  const fee = kobo(row.fee);
  return {
    ...toTransaction(row),
    total: row.direction === 'debit' ? amount + fee : amount,
    updatedAt: row.updatedAt.toISOString(),
    failureReason: row.failureReason,
    account,
  };
}
