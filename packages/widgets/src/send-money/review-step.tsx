import { transferFee } from '../internal/runtime';
import type { ReviewActions } from '../money/money-steps';
import { PaymentReview } from '../money/payment-review';
import type { Draft, Payee } from './draft';

interface Props extends ReviewActions {
  draft: Draft;
  payee: Payee;
  /** The fee the API quoted; the fee schedule's otherwise. */
  fee?: number;
}

/** Step 2: the looked-up name, the amount, the fee and the total, before anything is sent. */
export function ReviewStep({ draft, payee, fee = transferFee(draft.kind, draft.amount), ...actions }: Props) {
  return (
    <PaymentReview
      title="Confirm the transfer"
      party={{ label: 'You are sending money to', name: payee.name, detail: payee.detail, part: 'payee' }}
      amount={draft.amount}
      fee={fee}
      after={draft.narration ? [['Narration', draft.narration]] : []}
      {...actions}
    />
  );
}
