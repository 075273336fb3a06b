import type { BillPurchase } from '@owo/core/contract';
import type { BillPurchaseRow } from '../../db/bills-schema';
import { kobo, type TransactionRow } from '../../db/money-schema';
import type { PurchaseRequest } from './provider';

/** A purchase as the API answers it: the transaction and what was bought. */
export function toPurchase(row: TransactionRow, purchase: BillPurchaseRow): BillPurchase {
  return {
    reference: row.reference,
    service: purchase.service,
    biller: purchase.biller,
    billerName: purchase.billerName,
    customerId: purchase.customerId,
    customerName: purchase.customerName,
    productId: purchase.productId,
    productName: purchase.productName,
    amount: kobo(row.amount),
    fee: kobo(row.fee),
    currency: 'NGN',
    status: row.status,
    delivery: purchase.delivery,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the provider is told about a purchase, on the first call and on every requery. */
export function purchaseRequest(row: TransactionRow, purchase: BillPurchaseRow): PurchaseRequest {
  return {
    reference: row.reference,
    service: purchase.service,
    biller: purchase.biller,
    customerId: purchase.customerId,
    meterType: purchase.meterType ?? undefined,
    productId: purchase.productId,
    amount: kobo(row.amount),
    createdAt: row.createdAt,
  };
}
