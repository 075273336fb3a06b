import type { ReactNode } from 'react';
import { type BillPurchase, formatDate, formatMoney } from '../internal/runtime';
import { ReceiptCard } from '../money/receipt-card';
import type { SummaryRow } from '../money/summary-rows';
import { CopyButton } from './copy-button';

const TITLES: Record<string, string> = {
  completed: 'Payment successful',
  pending: 'Payment pending',
  processing: 'Payment processing',
  failed: 'Payment failed',
  reversed: 'Payment reversed',
};

const NOTES: Record<string, string> = {
  pending:
    'The provider has not confirmed it yet. Your money is on hold, not spent: we keep asking, and if it fails the money comes back.',
  processing:
    'The provider is processing it. Your money is on hold, not spent: if it fails, the money comes back.',
  failed: 'No money left your wallet: the amount is back in your balance.',
  reversed: 'The provider reversed it: the amount is back in your balance.',
};

/** What was delivered: the token (with a copy button), the units, exam PINs or a gift-card code. */
function Delivery({ purchase }: { purchase: BillPurchase }) {
  const { token, units, pins, giftCardCode } = purchase.delivery;
  const secret = token ?? giftCardCode;
  if (!secret && !pins?.length && !units) return null;
  return (
    <div className="owo-pay__delivery" part="delivery">
      {secret && (
        <>
          <span className="owo-pay__delivery-label">{token ? 'Electricity token' : 'Gift card code'}</span>
          <code className="owo-pay__token">{secret}</code>
          <CopyButton value={secret.replace(/-/g, '')} label={token ? 'Copy token' : 'Copy code'} />
        </>
      )}
      {units && <span className="owo-pay__delivery-label">{units}</span>}
      {pins?.map((pin) => (
        <code key={pin} className="owo-pay__token">
          {pin}
        </code>
      ))}
    </div>
  );
}

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
      title={TITLES[purchase.status] ?? 'Payment'}
      amount={purchase.amount}
      direction="debit"
      status={purchase.status}
      note={NOTES[purchase.status]}
      failure={purchase.failureReason}
      rows={rows}
      actions={actions}
    >
      {purchase.status === 'completed' && <Delivery purchase={purchase} />}
    </ReceiptCard>
  );
}
