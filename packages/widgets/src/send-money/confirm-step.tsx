import { formatMoney, transferFee } from '../internal/runtime';
import { Button } from '../ui/button/button';
import type { Draft, Payee } from './send-flow';
import { StepHeading } from './step-heading';

interface Props {
  draft: Draft;
  payee: Payee;
  refusal: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/** Step 2: the looked-up name, the amount, the fee and the total, before anything is sent. */
export function ConfirmStep({ draft, payee, refusal, onEdit, onConfirm }: Props) {
  const fee = transferFee(draft.kind, draft.amount);
  const rows: Array<[string, string]> = [
    ['Amount', formatMoney(draft.amount)],
    ['Fee', fee === 0 ? 'Free' : formatMoney(fee)],
    ['Total', formatMoney(draft.amount + fee)],
    ...(draft.narration ? [['Narration', draft.narration] as [string, string]] : []),
  ];
  return (
    <div className="owo-send__confirm">
      <StepHeading step={2}>Confirm the transfer</StepHeading>
      <div className="owo-send__payee" part="payee">
        <span className="owo-send__payee-label">You are sending money to</span>
        <strong className="owo-send__payee-name">{payee.name}</strong>
        <span className="owo-send__payee-detail">{payee.detail}</span>
      </div>
      <dl className="owo-send__summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {refusal && (
        <p className="owo-send__alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="owo-send__actions">
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button onClick={onConfirm} part="submit-button">
          Confirm and enter PIN
        </Button>
      </div>
    </div>
  );
}
