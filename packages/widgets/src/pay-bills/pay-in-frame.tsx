import { useState } from 'react';
import { PaymentInFrame } from '../frame/payment-in-frame';
import { type BillPurchase, billsApi, useRuntime } from '../internal/runtime';
import { quoteBody } from './pay-body';
import type { BillDraft } from './read-details';

interface Props {
  owoOrigin: string;
  draft: BillDraft;
  /** The person went back to the details (Edit on the review, Back on the PIN). */
  onEdit: () => void;
  /** The frame paid: the purchase as this page's session reads it, for the receipt and the events. */
  onPaid: (purchase: BillPurchase) => void;
}

/**
 * owo-pay-bills on a partner's page, after the details: the review and the PIN are in Owo's secrets
 * frame (PaymentInFrame), which quotes the purchase itself. This page reads the purchase it made with
 * its own session, so its receipt and owo-payment-* events are the ones it always had.
 */
export function PayInFrame({ owoOrigin, draft, onEdit, onPaid }: Props) {
  const runtime = useRuntime();
  const [input] = useState(() => ({ type: 'bill' as const, bill: quoteBody(draft) }));
  return (
    <PaymentInFrame
      owoOrigin={owoOrigin}
      view="pay-bill"
      title="Confirm your payment with Owo"
      input={input}
      read={(reference) => billsApi(runtime).purchase(reference)}
      onEdit={onEdit}
      onPaid={onPaid}
    />
  );
}
