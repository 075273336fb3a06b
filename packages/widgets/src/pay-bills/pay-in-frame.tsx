import { useState } from 'react';
import { SecretsFrame } from '../frame/secrets-frame';
import { type BillPurchase, billsApi, useRuntime } from '../internal/runtime';
import { Button } from '../ui/button/button';
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
 * frame, which quotes the purchase itself (so what it shows is what the API says, not what this page
 * says), takes the PIN and pays with a key of its own. This page hears the reference and reads the
 * purchase with its own session, so its receipt and owo-payment-* events are the ones it always had.
 */
export function PayInFrame({ owoOrigin, draft, onEdit, onPaid }: Props) {
  const runtime = useRuntime();
  const [paid, setPaid] = useState<string | null>(null);
  const [unread, setUnread] = useState(false);
  const [input] = useState(() => ({ type: 'bill' as const, bill: quoteBody(draft) }));

  const readPurchase = async (reference: string) => {
    setUnread(false);
    try {
      onPaid(await billsApi(runtime).purchase(reference));
    } catch {
      setUnread(true);
    }
  };

  if (paid)
    return unread ? (
      <div className="owo-flow__alert" role="alert">
        <p>Your payment {paid} was made, but we could not load its receipt.</p>
        <Button variant="secondary" size="small" onClick={() => void readPurchase(paid)}>
          Try again
        </Button>
      </div>
    ) : (
      <p className="owo-flow__lead" role="status">
        Getting your receipt…
      </p>
    );

  return (
    <SecretsFrame
      owoOrigin={owoOrigin}
      view="pay-bill"
      title="Confirm your payment with Owo"
      input={input}
      onOutcome={(outcome) => {
        if (outcome.type === 'edit') onEdit();
        else if (outcome.type === 'paid') {
          setPaid(outcome.reference);
          void readPurchase(outcome.reference);
        }
      }}
    />
  );
}
