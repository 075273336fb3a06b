import { transferFee } from '../internal/runtime';
import { PaymentReview } from '../money/payment-review';
import type { Draft, Payee } from './send-flow';

interface Props {
  draft: Draft;
  payee: Payee;
  refusal: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/** Step 2: the looked-up name, the amount, the fee and the total, before anything is sent. */
export function ConfirmStep({ draft, payee, ...actions }: Props) {
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
