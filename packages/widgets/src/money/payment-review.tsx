import { formatMoney } from '../internal/runtime';
import { Button } from '../ui/button/button';
import { FlowAlert } from './flow-alert';
import { useFlowStyles } from './flow-styles';
import { StepHeading } from './step-heading';
import { type SummaryRow, SummaryRows } from './summary-rows';

interface Props {
  title: string;
  /** Who the money goes to, as the lookup (or the provider) named them. */
  party: { label: string; name: string; detail?: string; part: string };
  amount: number;
  fee: number;
  /** Rows before the amounts (what the provider said) and after them (a narration). */
  before?: SummaryRow[];
  after?: SummaryRow[];
  /** A refusal before any money moved (limits, funds). */
  refusal: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * Step 2 of a PIN-confirmed payment (a transfer, a bill): the name the lookup returned, the amount, the
 * fee and the total, before anything is paid; then Edit or on to the PIN.
 */
export function PaymentReview({
  title,
  party,
  amount,
  fee,
  before = [],
  after = [],
  refusal,
  onEdit,
  onConfirm,
}: Props) {
  useFlowStyles();
  const rows: SummaryRow[] = [
    ...before,
    ['Amount', formatMoney(amount)],
    ['Fee', fee === 0 ? 'Free' : formatMoney(fee)],
    ['Total', formatMoney(amount + fee)],
    ...after,
  ];
  return (
    <div className="owo-flow__stack">
      <StepHeading step={2}>{title}</StepHeading>
      <div className="owo-flow__party" part={party.part}>
        <span className="owo-flow__party-label">{party.label}</span>
        <strong className="owo-flow__party-name">{party.name}</strong>
        {party.detail && <span className="owo-flow__party-detail">{party.detail}</span>}
      </div>
      <SummaryRows className="owo-flow__summary" rows={rows} />
      <FlowAlert message={refusal} />
      <div className="owo-flow__actions">
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
