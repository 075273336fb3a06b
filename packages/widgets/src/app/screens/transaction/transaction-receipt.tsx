import type { ReactNode } from 'react';
import { billReceiptRows, type TransactionDetail } from '../../../internal/runtime';
import { BILL_WORDS, GIFTCARD_TITLES } from '../../../money/bill-words';
import { Delivery } from '../../../money/delivery';
import { Receipt, TRANSFER_WORDS } from '../../../money/receipt';
import type { ReceiptWords } from '../../../money/receipt-title';
import type { SummaryRow } from '../../../money/summary-rows';

const RECEIVED_TITLES: Record<string, string> = {
  completed: 'Money received',
  pending: 'Money on its way',
  processing: 'Money on its way',
  failed: 'Money not received',
  cancelled: 'Money not received',
  refunded: 'Money taken back',
  reversed: 'Money taken back',
};

const RECEIVED_NOTES: Record<string, string> = {
  pending: 'It is not in your balance yet: we will let you know when it arrives.',
  processing: 'It is not in your balance yet: we will let you know when it arrives.',
  failed: 'Nothing was added to your balance.',
  cancelled: 'Nothing was added to your balance.',
  reversed: 'It was added to your balance and then taken back.',
  refunded: 'It was added to your balance and then taken back.',
};

/** The heading and note words for what the transaction was: a bill paid, a card sold, money in or out. */
function wordsFor({ type, direction }: TransactionDetail): ReceiptWords {
  if (type === 'bill') return BILL_WORDS;
  if (type === 'giftcard')
    return { title: (status) => GIFTCARD_TITLES[status] ?? 'Gift card sale', notes: RECEIVED_NOTES };
  if (direction === 'credit')
    return { title: (status) => RECEIVED_TITLES[status] ?? 'Money in', notes: RECEIVED_NOTES };
  return TRANSFER_WORDS;
}

/** The rows that say what it was for: a bill's fields by name (Meter number...), a card, a narration. */
function purposeRows(transaction: TransactionDetail): SummaryRow[] {
  if (transaction.bill) return billReceiptRows(transaction.bill);
  if (transaction.type === 'giftcard') return [['Card', transaction.narration || '—']];
  return [[transaction.type === 'bill' ? 'Details' : 'Narration', transaction.narration || '—']];
}

/**
 * The History receipt of any transaction: a bill is a payment that names its fields and keeps what was
 * delivered (the token, e-PINs, a gift-card code, each with Copy); money in says whether it arrived.
 */
export function TransactionReceipt({
  transaction,
  actions,
}: {
  transaction: TransactionDetail;
  actions: ReactNode;
}) {
  const delivery = transaction.status === 'completed' ? transaction.delivery : undefined;
  return (
    <Receipt
      transaction={transaction}
      words={wordsFor(transaction)}
      purpose={purposeRows(transaction)}
      actions={actions}
    >
      {delivery && <Delivery delivery={delivery} />}
    </Receipt>
  );
}
