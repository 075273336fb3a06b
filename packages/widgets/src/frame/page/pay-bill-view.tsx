import { useSyncExternalStore } from 'react';
import {
  type BillCustomer,
  billPayment,
  billQuote,
  billServices,
  formatMoney,
  type useRuntime,
} from '../../internal/runtime';
import { NO_ANSWER_MESSAGE, payBody } from '../../pay-bills/pay-body';
import type { BillDraft } from '../../pay-bills/read-details';
import { ReviewStep } from '../../pay-bills/review-step';
import { type Bill, frameBridge } from './frame-bridge';
import { MoneyView, type Quoted } from './money-view';

const SIGNED_OUT = 'Your Owo session has ended. Sign in again to pay.';

/**
 * The purchase as the API quotes it, never as the page described it: the amount, fee and plan the
 * quote gives, the customer the provider names, the biller's name from the catalogue. The session is
 * the partner page's, picked up with the refresh cookie this frame shares with it.
 */
async function quote(
  runtime: ReturnType<typeof useRuntime>,
  bill: Bill,
): Promise<Quoted<BillDraft, BillCustomer>> {
  if (!(await runtime.session.resume())) throw new Error(SIGNED_OUT);
  const [quoted, services] = await Promise.all([billQuote(runtime.http, bill), billServices(runtime.http)]);
  const billerName =
    services.find((s) => s.id === bill.service)?.billers.find((b) => b.id === bill.biller)?.name ??
    bill.biller;
  return {
    draft: {
      service: bill.service,
      biller: bill.biller,
      billerName,
      customerId: bill.customerId,
      amount: quoted.amount,
      ...(bill.meterType ? { meterType: bill.meterType } : {}),
      ...(bill.productId ? { productId: bill.productId } : {}),
      ...(quoted.productName ? { productName: quoted.productName } : {}),
    },
    check: quoted.customer,
    fee: quoted.fee,
  };
}

/** The frame's bill payment: the review and the PIN of owo-pay-bills, on Owo's origin (MoneyView). */
export function PayBillView() {
  const input = useSyncExternalStore(frameBridge.subscribe, frameBridge.input);
  return (
    <MoneyView
      asked={input?.type === 'bill' ? input.bill : null}
      quote={quote}
      submit={(runtime, draft: BillDraft, pin, idempotencyKey) =>
        billPayment(runtime.http, payBody(draft, pin), { idempotencyKey })
      }
      label="Confirm your payment"
      checking="Checking the payment…"
      notChecked="We could not check this payment. Go back and try again."
      review={(draft, customer, fee, actions) => (
        <ReviewStep draft={draft} customer={customer} fee={fee} {...actions} />
      )}
      pinLead={(draft, _customer, fee) => (
        <>
          To pay <strong>{formatMoney(draft.amount + fee)}</strong> to <strong>{draft.billerName}</strong> for{' '}
          {draft.customerId}.
        </>
      )}
      busyLabel="Paying"
      noAnswerMessage={NO_ANSWER_MESSAGE}
      done="Paid. Your receipt is on its way."
    />
  );
}
