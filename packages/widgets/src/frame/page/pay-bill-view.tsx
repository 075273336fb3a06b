import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  type BillCustomer,
  type BillPurchase,
  billPayment,
  billQuote,
  billServices,
  formatMoney,
  useRuntime,
} from '../../internal/runtime';
import { useLatest } from '../../internal/use-latest';
import { FlowAlert } from '../../money/flow-alert';
import { useFlowStyles } from '../../money/flow-styles';
import { MoneySteps } from '../../money/money-steps';
import { useMoneyFlow } from '../../money/use-money-flow';
import { NO_ANSWER_MESSAGE, payBody } from '../../pay-bills/pay-body';
import type { BillDraft } from '../../pay-bills/read-details';
import { ReviewStep } from '../../pay-bills/review-step';
import { Button } from '../../ui/button/button';
import { type Bill, frameBridge } from './frame-bridge';

/** What the review shows, from the API: the quote's amount, fee, plan and customer, the catalogue's names. */
interface Checked {
  draft: BillDraft;
  customer: BillCustomer;
  fee: number;
}

const SIGNED_OUT = 'Your Owo session has ended. Sign in again to pay.';
const NOT_CHECKED = 'We could not check this payment. Go back and try again.';

/**
 * The purchase as the API quotes it, never as the page described it: the amount, fee and plan the
 * quote gives, the customer the provider names, the biller's name from the catalogue. The session is
 * the partner page's, picked up with the refresh cookie this frame shares with it.
 */
async function check(runtime: ReturnType<typeof useRuntime>, bill: Bill): Promise<Checked> {
  if (!(await runtime.session.resume())) throw new Error(SIGNED_OUT);
  const [quote, services] = await Promise.all([billQuote(runtime.http, bill), billServices(runtime.http)]);
  const billerName =
    services.find((s) => s.id === bill.service)?.billers.find((b) => b.id === bill.biller)?.name ??
    bill.biller;
  return {
    draft: {
      service: bill.service,
      biller: bill.biller,
      billerName,
      customerId: bill.customerId,
      amount: quote.amount,
      ...(bill.meterType ? { meterType: bill.meterType } : {}),
      ...(bill.productId ? { productId: bill.productId } : {}),
      ...(quote.productName ? { productName: quote.productName } : {}),
    },
    customer: quote.customer,
    fee: quote.fee,
  };
}

/**
 * The frame's bill payment: the review and the PIN of owo-pay-bills, on Owo's origin. It pays with a key
 * of its own and tells the partner page the reference and status, or that the person went back (Edit,
 * Back), when the page shows the details again. Forgot PIN (beside a locked PIN) is a plain link, which
 * the frame page opens in a tab of its own, on Owo's own site (<base target="_blank">).
 */
export function PayBillView() {
  useFlowStyles();
  const runtime = useRuntime();
  const bill = useSyncExternalStore(frameBridge.subscribe, frameBridge.bill);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const flow = useMoneyFlow<BillDraft, BillCustomer, BillPurchase>({
    noAnswerMessage: NO_ANSWER_MESSAGE,
    submit: (draft, pin, idempotencyKey) =>
      billPayment(runtime.http, payBody(draft, pin), { idempotencyKey }),
  });
  // A new function each render: the check runs once per bill, and hands its answer to the latest one.
  const review = useLatest(flow.review);
  const back = () => frameBridge.tell({ type: 'edit' });

  useEffect(() => {
    if (!bill) return undefined;
    let live = true;
    check(runtime, bill).then(
      (answer) => {
        if (!live) return;
        setChecked(answer);
        review.current(answer.draft, answer.customer);
      },
      (error: unknown) => {
        if (!live) return;
        setProblem(error instanceof Error ? error.message : NOT_CHECKED);
      },
    );
    return () => {
      live = false;
    };
  }, [bill, runtime, review]);

  const result = flow.state.result;
  useEffect(() => {
    if (result) frameBridge.tell({ type: 'paid', reference: result.reference, status: result.status });
  }, [result]);

  return (
    <section className="owo-pay owo-flow" aria-label="Confirm your payment" data-step={flow.state.step}>
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
              Checking the payment…
            </p>
          )
        }
        review={(draft, customer, actions) => (
          <ReviewStep draft={draft} customer={customer} fee={checked?.fee} {...actions} />
        )}
        pinLead={(draft) => (
          <>
            To pay <strong>{formatMoney(draft.amount + (checked?.fee ?? 0))}</strong> to{' '}
            <strong>{draft.billerName}</strong> for {draft.customerId}.
          </>
        )}
        busyLabel="Paying"
        result={() => (
          <p className="owo-flow__lead" role="status">
            Paid. Your receipt is on its way.
          </p>
        )}
      />
    </section>
  );
}
