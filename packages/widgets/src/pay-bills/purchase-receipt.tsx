import type { ReactNode } from 'react';
import { type BillPurchase, formatDate, formatMoney } from '../internal/runtime';
import { BILL_WORDS } from '../money/bill-words';
import { Delivery } from '../money/delivery';
import { ReceiptCard } from '../money/receipt-card';
import type { SummaryRow } from '../money/summary-rows';

/** A purchase's receipt: what was bought, for whom, for how much, and the reference support asks for. */
export function PurchaseReceipt({ purchase, actions }: { purchase: BillPurchase; actions?: ReactNode }) {
  const rows: SummaryRow[] = [
    [purchase.billerName, purchase.customerId],
    ...(purchase.customerName ? [['Customer', purchase.customerName] as SummaryRow] : []),
    ...(purchase.productName ? [['Plan', purchase.productName] as SummaryRow] : []),
    ['Amount', formatMoney(purchase.amount)],
    ['Fee', purchase.fee === 0 ? 'Free' : formatMoney(purchase.fee)],
    ['Reference', purchase.reference],
    ['Date', formatDate(purchase.createdAt) ?? '—'],
  ];
  return (
    <ReceiptCard
      id={`receipt-${purchase.reference}`}
      title={BILL_WORDS.title(purchase.status)}
      amount={purchase.amount}
      direction="debit"
      status={purchase.status}
      note={BILL_WORDS.notes[purchase.status]}
      failure={purchase.failureReason}
      rows={rows}
      actions={actions}
    >
      {purchase.status === 'completed' && <Delivery delivery={purchase.delivery} />}
    </ReceiptCard>
  );
}
