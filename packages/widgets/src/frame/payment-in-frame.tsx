import { useState } from 'react';
import type { FrameInput, FrameView } from '../internal/runtime';
import { paymentOutcome } from '../internal/runtime';
import { Button } from '../ui/button/button';
import { SecretsFrame } from './secrets-frame';

interface Props<R> {
  owoOrigin: string;
  view: FrameView;
  /** What the frame holds, for assistive technology: "Confirm your payment with Owo". */
  title: string;
  /** What to pay, as the person filled it in: the frame quotes it itself. */
  input: FrameInput;
  /** Reads what the frame paid, by its reference, with this page's own session. */
  read: (reference: string) => Promise<R>;
  /** The person went back to the details (Edit on the review, Back on the PIN). */
  onEdit: () => void;
  /** The frame paid: the result as this page's session reads it, for the receipt and the events. */
  onPaid: (result: R) => void;
}

/**
 * A money element on a partner's page, after the details: the review and the PIN are in Owo's secrets
 * frame, which quotes the payment itself (so what it shows is what the API says, not what this page
 * says), takes the PIN and pays with a key of its own. This page hears the reference and reads the
 * result with its own session, so its receipt and events are the ones it always had.
 */
export function PaymentInFrame<R>({ owoOrigin, view, title, input, read, onEdit, onPaid }: Props<R>) {
  const [paid, setPaid] = useState<string | null>(null);
  const [unread, setUnread] = useState(false);

  const readResult = async (reference: string) => {
    setUnread(false);
    try {
      onPaid(await read(reference));
    } catch {
      setUnread(true);
    }
  };

  if (paid)
    return unread ? (
      <div className="owo-flow__alert" role="alert">
        <p>Your payment {paid} was made, but we could not load its receipt.</p>
        <Button variant="secondary" size="small" onClick={() => void readResult(paid)}>
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
      view={view}
      title={title}
      outcomes={paymentOutcome}
      input={input}
      onOutcome={(outcome) => {
        if (outcome.type === 'edit') onEdit();
        else if (outcome.type === 'paid') {
          setPaid(outcome.reference);
          void readResult(outcome.reference);
        }
      }}
    />
  );
}
