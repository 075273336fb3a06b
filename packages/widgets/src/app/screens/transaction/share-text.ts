import {
  describeTransactionStatus,
  formatDate,
  formatMoney,
  type TransactionDetail,
} from '../../../internal/runtime';

/**
 * A receipt as plain text for the share sheet or the clipboard: what a person would paste into a chat to
 * prove a payment. The other side's name and bank, never an email or phone number.
 */
export function shareText(transaction: TransactionDetail): string {
  const { counterparty } = transaction;
  const lines = [
    `Owo receipt: ${describeTransactionStatus(transaction.status).label}`,
    `${transaction.direction === 'credit' ? 'From' : 'To'}: ${counterparty.name}${counterparty.bankName ? ` (${counterparty.bankName})` : ''}`,
    `Amount: ${formatMoney(transaction.amount)}`,
    ...(transaction.fee > 0 ? [`Fee: ${formatMoney(transaction.fee)}`] : []),
    `Reference: ${transaction.reference}`,
    ...(transaction.sessionId ? [`Session ID: ${transaction.sessionId}`] : []),
    `Date: ${formatDate(transaction.createdAt) ?? '—'}`,
  ];
  return lines.join('\n');
}
