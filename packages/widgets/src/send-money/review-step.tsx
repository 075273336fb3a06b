import { transferFee } from '../internal/runtime';
import type { ReviewActions } from '../money/money-steps';
import { PaymentReview } from '../money/payment-review';
import type { Draft, Payee } from './draft';

/** Step 2: the looked-up name, the amount, the fee and the total, before anything is sent. */
export function ReviewStep({ draft, payee, ...actions }: { draft: Draft; payee: Payee } & ReviewActions) {
  return (
    <PaymentReview
      title="Confirm the transfer"
      party={{ label: 'You are sending money to', name: payee.name, detail: payee.detail, part: 'payee' }}
      amount={draft.amount}
      fee={transferFee(draft.kind, draft.amount)}
      after={draft.narration ? [['Narration', draft.narration]] : []}
      {...actions}
    />
  );
}
