import { useQuery } from '@tanstack/react-query';
import { OwoPaymentCompleteEvent } from '../events/owo-payment-complete';
import { OwoPaymentFailedEvent } from '../events/owo-payment-failed';
import { OwoPaymentPendingEvent } from '../events/owo-payment-pending';
import {
  type BillPurchase,
  billPurchaseQueryOptions,
  describeTransactionStatus,
  useRuntime,
} from '../internal/runtime';
import { ResultFrame, useRefreshWhenSettled } from '../money/result-frame';
import { isUnsettled, useStatusEvents } from '../money/use-status-events';
import { Button } from '../ui/button/button';
import { PurchaseReceipt } from './purchase-receipt';

function eventFor(purchase: BillPurchase): Event | null {
  if (purchase.status === 'completed') return new OwoPaymentCompleteEvent(purchase);
  if (isUnsettled(purchase.status)) return new OwoPaymentPendingEvent(purchase);
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
  const followed = useQuery({
    ...billPurchaseQueryOptions(runtime, paid.reference),
    enabled: isUnsettled(paid.status),
  });
  const purchase = followed.data ?? paid;
  useStatusEvents(purchase, eventFor);

  // Settled while on screen: the hold became a debit or came back.
  useRefreshWhenSettled(!isUnsettled(purchase.status) && isUnsettled(paid.status));

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
