import { type ReactNode, Suspense } from 'react';
import { retryableLazy } from '../internal/retryable-lazy';
import type { MoneyFlow } from './use-money-flow';

// Loaded once the person confirms: a partner's page, whose PIN is typed in Owo's secrets frame, never does.
const PaymentPin = retryableLazy(() => import('./payment-pin').then((m) => m.PaymentPin));

/** What a review step gets from the flow: PaymentReview takes these as they are. */
export interface ReviewActions {
  refusal: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

interface Props<D, C, R> {
  flow: MoneyFlow<D, C, R>;
  /** Step 1: the form, which calls `flow.review` once the details are read and checked. */
  details: ReactNode;
  /** Step 2: what is about to happen, before anything moves (PaymentReview, or a quote). */
  review: (draft: D, check: C, actions: ReviewActions) => ReactNode;
  /** Step 3, above the keypad: what the PIN confirms, in a sentence. */
  pinLead: (draft: D, check: C) => ReactNode;
  /** Said while the PIN is checked: "Paying", "Sending". */
  busyLabel: string;
  /** The PIN's step: 3 after details and review (the default), null for a PIN-only action. */
  pinStep?: number | null;
  /** Step 4: the receipt. */
  result: (result: R, draft: D, check: C) => ReactNode;
}

/** The step a money flow is on, on screen: each flow gives its own details, review and receipt. */
export function MoneySteps<D, C, R>({
  flow,
  details,
  review,
  pinLead,
  busyLabel,
  pinStep,
  result,
}: Props<D, C, R>) {
  const { state } = flow;
  const { draft, check } = state;
  if (draft === null || check === null) return details;
  if (state.step === 'result' && state.result !== null) return result(state.result, draft, check);
  if (state.step === 'review')
    return review(draft, check, { refusal: state.refusal, onEdit: flow.edit, onConfirm: flow.confirm });
  if (state.step === 'pin')
    return (
      <Suspense fallback={<p className="owo-flow__lead">Loading…</p>}>
        <PaymentPin
          step={pinStep}
          lead={pinLead(draft, check)}
          busy={state.busy}
          busyLabel={busyLabel}
          error={state.pinError}
          locked={state.locked}
          onBack={flow.edit}
          onPin={flow.enterPin}
        />
      </Suspense>
    );
  return details;
}
