import type { ReactNode } from 'react';
import { formatDate, formatMoney, type Transaction, type TransactionDetail } from '../internal/runtime';
import { ReceiptCard } from './receipt-card';
import type { SummaryRow } from './summary-rows';

const TITLES: Record<string, string> = {
  completed: 'Transfer successful',
  pending: 'Transfer pending',
  processing: 'Transfer processing',
  failed: 'Transfer failed',
  cancelled: 'Transfer cancelled',
  refunded: 'Transfer refunded',
  reversed: 'Transfer reversed',
};

const NOTES: Record<string, string> = {
  pending:
    'The bank has not confirmed it yet. Your money is on hold, not spent: if the transfer fails, it comes back.',
  processing:
    'The bank is processing it. Your money is on hold, not spent: if the transfer fails, it comes back.',
  failed: 'No money left your wallet: the amount and the fee are back in your balance.',
};

/** Who the other side is, in one line: the name, then the bank and account or the username. */
export function counterpartyLine(transaction: Transaction): string {
  const { counterparty } = transaction;
  if (counterparty.username) return `@${counterparty.username}`;
  return [counterparty.bankName, counterparty.accountNumber].filter(Boolean).join(' · ');
}

function isDetail(transaction: Transaction | TransactionDetail): transaction is TransactionDetail {
  return 'total' in transaction;
}

/**
 * A transaction's receipt: what happened, to whom, for how much, and the references a bank or support
 * would ask for. Shared by owo-send-money's last step and the history detail page.
 */
export function Receipt({
  transaction,
  headingLevel = 2,
  actions,
}: {
  transaction: Transaction | TransactionDetail;
  headingLevel?: 1 | 2;
  actions?: ReactNode;
}) {
  const { status, direction } = transaction;
  const title = direction === 'credit' ? 'Money received' : (TITLES[status] ?? 'Transfer');
  const total = isDetail(transaction) ? transaction.total : transaction.amount + transaction.fee;
  const note = direction === 'debit' ? NOTES[status] : undefined;
  const failure = isDetail(transaction) ? transaction.failureReason : null;
  const rows: SummaryRow[] = [
    [direction === 'credit' ? 'From' : 'To', transaction.counterparty.name],
    ...(transaction.type === 'user' || transaction.type === 'bank'
      ? [
          [
            transaction.type === 'bank' ? 'Bank account' : 'Owo user',
            counterpartyLine(transaction) || '—',
          ] as SummaryRow,
        ]
      : []),
    ['Amount', formatMoney(transaction.amount)],
    ['Fee', transaction.fee === 0 ? 'Free' : formatMoney(transaction.fee)],
    ...(direction === 'debit' ? [['Total', formatMoney(total)] as SummaryRow] : []),
    ['Narration', transaction.narration || '—'],
    ['Reference', transaction.reference],
    ...(transaction.sessionId ? [['Session ID', transaction.sessionId] as SummaryRow] : []),
    ['Date', formatDate(transaction.createdAt) ?? '—'],
  ];
  return (
    <ReceiptCard
      id={`receipt-${transaction.reference}`}
      title={title}
      headingLevel={headingLevel}
      amount={transaction.amount}
      direction={direction}
      status={status}
      note={note}
      failure={failure}
      rows={rows}
      actions={actions}
    />
  );
}
