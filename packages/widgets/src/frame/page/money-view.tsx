import { type ReactNode, useEffect, useState } from 'react';
import { type IdempotencyKey, useRuntime } from '../../internal/runtime';
import { useLatest } from '../../internal/use-latest';
import { FlowAlert } from '../../money/flow-alert';
import { useFlowStyles } from '../../money/flow-styles';
import { MoneySteps, type ReviewActions } from '../../money/money-steps';
import { useMoneyFlow } from '../../money/use-money-flow';
import { Button } from '../../ui/button/button';
import { frameBridge } from './frame-bridge';

/** What the API answered about the page's request: the draft to pay, what the review names, the fee. */
export interface Quoted<D, C> {
  draft: D;
  check: C;
  fee: number;
}

/** What the frame tells the page once the money moved: no more than the reference and the status. */
interface Moved {
  reference: string;
  status: string;
}

interface Props<A, D, C> {
  /** What the page asked for, as the contract checked it: null until it arrives. */
  asked: A | null;
  /** Asks the API about it (and picks the session up); throws the message to show if it cannot. */
  quote: (runtime: ReturnType<typeof useRuntime>, asked: A) => Promise<Quoted<D, C>>;
  /** Moves the money under the frame's own key. */
  submit: (
    runtime: ReturnType<typeof useRuntime>,
    draft: D,
    pin: string,
    key: IdempotencyKey,
  ) => Promise<Moved>;
  /** What it is, for assistive technology: "Confirm your payment". */
  label: string;
  /** Said while the API is asked: "Checking the payment…". */
  checking: string;
  /** Said when the quote failed without a message of its own. */
  notChecked: string;
  review: (draft: D, check: C, fee: number, actions: ReviewActions) => ReactNode;
  pinLead: (draft: D, check: C, fee: number) => ReactNode;
  busyLabel: string;
  noAnswerMessage: string;
  /** Said once the money moved, while the page reads its receipt. */
  done: string;
}

/**
 * A money view of the frame (a bill's payment, a transfer): the review and the PIN of the element, on
 * Owo's origin, for what the API quoted, never for what the page described. It moves the money with a
 * key of its own and tells the partner page the reference and status, or that the person went back
 * (Edit, Back), when the page shows the details again. Forgot PIN (beside a locked PIN) is a plain link,
 * which the frame page opens in a tab of its own, on Owo's own site (<base target="_blank">).
 */
export function MoneyView<A, D, C>({
  asked,
  quote,
  submit,
  label,
  checking,
  notChecked,
  review,
  pinLead,
  busyLabel,
  noAnswerMessage,
  done,
}: Props<A, D, C>) {
  useFlowStyles();
  const runtime = useRuntime();
  const [problem, setProblem] = useState<string | null>(null);
  const flow = useMoneyFlow<D, Quoted<D, C>, Moved>({
    noAnswerMessage,
    submit: (draft, pin, key) => submit(runtime, draft, pin, key),
  });
  // New functions each render: the quote runs once per request, and hands its answer to the latest flow.
  const latest = useLatest({ review: flow.review, quote, notChecked });
  const back = () => frameBridge.tell({ type: 'edit' });

  useEffect(() => {
    if (!asked) return undefined;
    let live = true;
    latest.current.quote(runtime, asked).then(
      (quoted) => {
        if (live) latest.current.review(quoted.draft, quoted);
      },
      (error: unknown) => {
        if (live) setProblem(error instanceof Error ? error.message : latest.current.notChecked);
      },
    );
    return () => {
      live = false;
    };
  }, [asked, runtime, latest]);

  const result = flow.state.result;
  useEffect(() => {
    if (result) frameBridge.tell({ type: 'paid', reference: result.reference, status: result.status });
  }, [result]);

  return (
    <section className="owo-flow" aria-label={label} data-step={flow.state.step}>
      <MoneySteps
        flow={{ ...flow, edit: back }}
        details={
          problem ? (
            <div className="owo-flow__stack">
              <FlowAlert message={problem} />
              <div className="owo-flow__actions">
                <Button variant="secondary" onClick={back}>
                  Back
                </Button>
              </div>
            </div>
          ) : (
            <p className="owo-flow__lead" role="status">
              {checking}
            </p>
          )
        }
        review={(draft, quoted, actions) => review(draft, quoted.check, quoted.fee, actions)}
        pinLead={(draft, quoted) => pinLead(draft, quoted.check, quoted.fee)}
        busyLabel={busyLabel}
        result={() => (
          <p className="owo-flow__lead" role="status">
            {done}
          </p>
        )}
      />
    </section>
  );
}
