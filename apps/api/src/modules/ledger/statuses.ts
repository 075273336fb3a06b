import { MONEY_ERROR_CODES, TRANSACTION_STATUSES, type TransactionStatus } from '@owo/core/contract';
import { HttpError } from '../../http/errors';

/**
 * The one table of status changes. A transaction starts pending (bank transfers) or completed
 * (Owo to Owo, money arriving). Failed, cancelled, refunded and reversed are final.
 */
export const STATUS_TRANSITIONS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  pending: ['processing', 'completed', 'failed', 'cancelled'],
  processing: ['completed', 'failed'],
  completed: ['reversed', 'refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
  reversed: [],
};

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** The one gate every status change goes through. */
export function assertTransition(from: TransactionStatus, to: TransactionStatus): void {
  if (!canTransition(from, to)) {
    throw new HttpError(
      409,
      MONEY_ERROR_CODES.invalidTransition,
      `A ${from} transaction cannot become ${to}`,
    );
  }
}

export function isFinal(status: TransactionStatus): boolean {
  return STATUS_TRANSITIONS[status].length === 0;
}

/** The table as Markdown, for the API reference. */
export function statusTableMarkdown(): string {
  const rows = TRANSACTION_STATUSES.map(
    (from) => `| ${from} | ${STATUS_TRANSITIONS[from].join(', ') || '(final)'} |`,
  );
  return ['| from | may become |', '|---|---|', ...rows].join('\n');
}
