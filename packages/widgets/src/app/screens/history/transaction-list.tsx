import {
  describeMovement,
  formatDate,
  movementVerb,
  type Transaction,
  type TransactionType,
} from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { Amount } from '../../../money/amount';
import { useMoneyStyles } from '../../../money/money-styles';
import { StatusBadge } from '../../../money/status-badge';
import { Link, useAppRouter } from '../../routing/router';
import css from './transaction-list.css?inline';

const styles = defineStyles(css, 'element');

const KIND = {
  user: 'Owo transfer',
  bank: 'Bank transfer',
  bill: 'Bill payment',
  giftcard: 'Gift card sale',
  card: 'Dollar card',
  topup: 'Card top-up',
  reward: 'Reward',
} as const satisfies Record<TransactionType, string>;

/**
 * Transactions as rows that open their receipt: who, what happened to the money, when, how much (signed
 * by what moved) and the status; a failed or cancelled one says why.
 */
export function TransactionList({
  transactions,
  label,
}: {
  transactions: readonly Transaction[];
  label: string;
}) {
  useStyles(styles);
  useMoneyStyles();
  const { base } = useAppRouter();
  return (
    <ul className="owo-tx-list" aria-label={label}>
      {transactions.map((transaction) => {
        const movement = describeMovement(transaction.direction, transaction.status);
        return (
          <li key={transaction.reference}>
            <Link to={`${base}/history/${encodeURIComponent(transaction.reference)}`} className="owo-tx">
              <span className="owo-tx__icon" data-tone={movement.tone} aria-hidden="true">
                {transaction.direction === 'credit' ? '↓' : '↑'}
              </span>
              <span className="owo-tx__main">
                <span className="owo-tx__name">{transaction.counterparty.name}</span>
                <span className="owo-tx__meta">
                  {movementVerb(transaction.direction, transaction.status)} · {KIND[transaction.type]} ·{' '}
                  {formatDate(transaction.createdAt) ?? '—'}
                </span>
                {movement.tone === 'void' && transaction.failureReason && (
                  <span className="owo-tx__reason">{transaction.failureReason}</span>
                )}
              </span>
              <span className="owo-tx__end">
                <Amount
                  value={transaction.amount}
                  direction={transaction.direction}
                  status={transaction.status}
                  className="owo-tx__amount"
                />
                <StatusBadge status={transaction.status} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
