import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { OwoPaymentCompleteEvent } from '../events/owo-payment-complete';
import { OwoPaymentFailedEvent } from '../events/owo-payment-failed';
import { OwoPaymentPendingEvent } from '../events/owo-payment-pending';
import {
  type BillPurchase,
  billPurchaseQueryOptions,
  describeTransactionStatus,
  useRuntime,
} from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { ResultFrame, useRefreshWhenSettled } from '../money/result-frame';
import { Button } from '../ui/button/button';
import { PurchaseReceipt } from './purchase-receipt';

const open = (status: string) => status === 'pending' || status === 'processing';

function eventFor(purchase: BillPurchase): Event | null {
  if (purchase.status === 'completed') return new OwoPaymentCompleteEvent(purchase);
  if (open(purchase.status)) return new OwoPaymentPendingEvent(purchase);
  if (purchase.status === 'failed' || purchase.status === 'reversed')
    return new OwoPaymentFailedEvent(purchase);
  return null;
}

/**
 * The last step: the receipt. A pending purchase is asked after until it settles, and the page hears
 * each status once (pending, then completed or failed).
 */
export function ResultStep({ paid, onAnother }: { paid: BillPurchase; onAnother: () => void }) {
  const runtime = useRuntime();
  const dispatch = useHostEvent();
  const followed = useQuery({
    ...billPurchaseQueryOptions(runtime, paid.reference),
    enabled: open(paid.status),
  });
  const purchase = followed.data ?? paid;
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (told.current.has(purchase.status)) return;
    told.current.add(purchase.status);
    const event = eventFor(purchase);
    if (event) dispatch(event);
  }, [purchase, dispatch]);

  // Settled while on screen: the hold became a debit or came back.
  useRefreshWhenSettled(!open(purchase.status) && open(paid.status));

  return (
    <ResultFrame
      className="owo-pay__result"
      announce={`Payment ${describeTransactionStatus(purchase.status).label.toLowerCase()}`}
    >
      <PurchaseReceipt
        purchase={purchase}
        actions={
          <Button onClick={onAnother} part="another-button">
            Make another payment
          </Button>
        }
      />
    </ResultFrame>
  );
}
