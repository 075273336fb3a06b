import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { OwoTransferCompleteEvent } from '../events/owo-transfer-complete';
import { OwoTransferFailedEvent } from '../events/owo-transfer-failed';
import { OwoTransferPendingEvent } from '../events/owo-transfer-pending';
import {
  describeTransactionStatus,
  type Transaction,
  transactionQueryOptions,
  useRuntime,
} from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { Receipt } from '../money/receipt';
import { ResultFrame } from '../money/result-frame';
import { Button } from '../ui/button/button';

const open = (status: string) => status === 'pending' || status === 'processing';

function eventFor(transaction: Transaction): Event | null {
  if (transaction.status === 'completed') return new OwoTransferCompleteEvent(transaction);
  if (open(transaction.status)) return new OwoTransferPendingEvent(transaction);
  if (transaction.status === 'failed') return new OwoTransferFailedEvent(transaction);
  return null;
}

/**
 * The last step: the receipt. A bank transfer still pending is asked after until it settles, and the
 * page hears each status once (pending, then completed or failed).
 */
export function ReceiptStep({ sent, onAnother }: { sent: Transaction; onAnother: () => void }) {
  const runtime = useRuntime();
  const dispatch = useHostEvent();
  const followed = useQuery({
    ...transactionQueryOptions(runtime, sent.reference),
    enabled: open(sent.status),
  });
  const transaction: Transaction = followed.data ?? sent;
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (told.current.has(transaction.status)) return;
    told.current.add(transaction.status);
    const event = eventFor(transaction);
    if (event) dispatch(event);
  }, [transaction, dispatch]);

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
