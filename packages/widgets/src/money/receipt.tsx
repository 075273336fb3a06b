import type { ReactNode } from 'react';
import { formatDate, formatMoney, type Transaction, type TransactionDetail } from '../internal/runtime';
import { ReceiptCard } from './receipt-card';
import { type ReceiptWords, statusTitle } from './receipt-title';
import type { SummaryRow } from './summary-rows';

export const TRANSFER_WORDS: ReceiptWords = {
  title: (status) => statusTitle('Transfer', status),
  notes: {
    pending:
      'The bank has not confirmed it yet. Your money is on hold, not spent: if the transfer fails, it comes back.',
    processing:
      'The bank is processing it. Your money is on hold, not spent: if the transfer fails, it comes back.',
    failed: 'No money left your wallet: the amount and the fee are back in your balance.',
  },
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
 * would ask for. Shared by owo-send-money's last step (a transfer: the defaults) and the History receipt,
 * which gives the words, the rows saying what it was for and what was delivered for other kinds.
 */
export function Receipt({
  transaction,
  headingLevel = 2,
  words = TRANSFER_WORDS,
  purpose,
  actions,
  children,
}: {
  transaction: Transaction | TransactionDetail;
  headingLevel?: 1 | 2;
  words?: ReceiptWords;
  /** The rows that say what it was for; a narration by default. */
  purpose?: SummaryRow[];
  actions?: ReactNode;
  /** Shown above the rows: what was delivered. */
  children?: ReactNode;
}) {
  const { status, direction, type } = transaction;
  const total = isDetail(transaction) ? transaction.total : transaction.amount + transaction.fee;
  const rows: SummaryRow[] = [
    [type === 'bill' ? 'Biller' : direction === 'credit' ? 'From' : 'To', transaction.counterparty.name],
    ...(type === 'user' || type === 'bank'
      ? [[type === 'bank' ? 'Bank account' : 'Owo user', counterpartyLine(transaction) || '—'] as SummaryRow]
      : []),
    ['Amount', formatMoney(transaction.amount)],
    ['Fee', transaction.fee === 0 ? 'Free' : formatMoney(transaction.fee)],
    ...(direction === 'debit' ? [['Total', formatMoney(total)] as SummaryRow] : []),
    ...(purpose ?? [['Narration', transaction.narration || '—'] as SummaryRow]),
    ['Reference', transaction.reference],
    ...(transaction.sessionId ? [['Session ID', transaction.sessionId] as SummaryRow] : []),
    ['Date', formatDate(transaction.createdAt) ?? '—'],
  ];
  return (
    <ReceiptCard
      id={`receipt-${transaction.reference}`}
      title={words.title(status)}
      headingLevel={headingLevel}
      amount={transaction.amount}
      direction={direction}
      status={status}
      note={words.notes[status]}
      failure={transaction.failureReason}
      rows={rows}
      actions={actions}
    >
      {children}
    </ReceiptCard>
  );
}
