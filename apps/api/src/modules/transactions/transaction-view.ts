import type { CardOfTransaction, Transaction, TransactionDetail } from '@owo/core/contract';
import type { BillPurchaseRow } from '../../db/bills-schema';
import { kobo, type TransactionRow } from '../../db/money-schema';

/** What a transaction's view reads: a row, or the values of one about to be written. */
export type TransactionFields = Pick<
  TransactionRow,
  | 'reference'
  | 'type'
  | 'direction'
  | 'amount'
  | 'fee'
  | 'status'
  | 'counterparty'
  | 'narration'
  | 'sessionId'
  | 'failureReason'
  | 'createdAt'
>;

export function toTransaction(row: TransactionFields): Transaction {
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
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A receipt. A bill's carries its purchase (the fields the receipt names) and, once completed, what was
 * delivered: the caller reads `purchase` for the transaction's owner only. A card's carries its
 * conversion: the card, the dollars and the rate.
 */
export function toTransactionDetail(
  row: TransactionRow,
  account: TransactionDetail['account'],
  purchase?: BillPurchaseRow,
  card?: CardOfTransaction,
): TransactionDetail {
  const amount = kobo(row.amount);
  const fee = kobo(row.fee);
  return {
    ...toTransaction(row),
    total: row.direction === 'debit' ? amount + fee : amount,
    updatedAt: row.updatedAt.toISOString(),
    failureReason: row.failureReason,
    account,
    ...(purchase && {
      bill: {
        service: purchase.service,
        billerName: purchase.billerName,
        customerId: purchase.customerId,
        customerName: purchase.customerName,
        productName: purchase.productName,
        meterType: purchase.meterType,
      },
      ...(row.status === 'completed' && { delivery: purchase.delivery }),
    }),
    ...(card && { card }),
  };
}
