import { useQuery } from '@tanstack/react-query';
import { OwoTransferCompleteEvent } from '../events/owo-transfer-complete';
import { OwoTransferFailedEvent } from '../events/owo-transfer-failed';
import { OwoTransferPendingEvent } from '../events/owo-transfer-pending';
import {
  describeTransactionStatus,
  type Transaction,
  transactionQueryOptions,
  useRuntime,
} from '../internal/runtime';
import { Receipt } from '../money/receipt';
import { ResultFrame } from '../money/result-frame';
import { isUnsettled, useStatusEvents } from '../money/use-status-events';
import { Button } from '../ui/button/button';

function eventFor(transaction: Transaction): Event | null {
  if (transaction.status === 'completed') return new OwoTransferCompleteEvent(transaction);
  if (isUnsettled(transaction.status)) return new OwoTransferPendingEvent(transaction);
  if (transaction.status === 'failed') return new OwoTransferFailedEvent(transaction);
  return null;
}

/**
 * The last step: the receipt. A bank transfer still pending is asked after until it settles, and the
 * page hears each status once (pending, then completed or failed).
 */
export function ResultStep({ sent, onAnother }: { sent: Transaction; onAnother: () => void }) {
  const runtime = useRuntime();
  const followed = useQuery({
    ...transactionQueryOptions(runtime, sent.reference),
    enabled: isUnsettled(sent.status),
  });
  const transaction: Transaction = followed.data ?? sent;
  useStatusEvents(transaction, eventFor);

  return (
    <ResultFrame
      className="owo-send__receipt"
      announce={`Transfer ${describeTransactionStatus(transaction.status).label.toLowerCase()}`}
    >
      <Receipt
        transaction={transaction}
        actions={
          <Button onClick={onAnother} part="another-button">
            Send more money
          </Button>
        }
      />
    </ResultFrame>
  );
}
