import { BILL_PAYMENT_FEE, type BillCustomer, formatMoney } from '../internal/runtime';
import { StepHeading } from '../send-money/step-heading';
import { Button } from '../ui/button/button';
import type { BillDraft } from './pay-flow';

interface Props {
  draft: BillDraft;
  customer: BillCustomer;
  refusal: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/** What the review shows beyond the amounts: what the provider said about the customer. */
function customerRows(draft: BillDraft, customer: BillCustomer): Array<[string, string]> {
  const rows: Array<[string, string]> = [[draft.billerName, customer.customerId]];
  if (customer.address) rows.push(['Address', customer.address]);
  if (draft.meterType) rows.push(['Meter type', draft.meterType === 'prepaid' ? 'Prepaid' : 'Postpaid']);
  if (customer.currentBouquet) rows.push(['Current bouquet', customer.currentBouquet]);
  if (customer.outstanding !== undefined) rows.push(['Outstanding', formatMoney(customer.outstanding)]);
  if (draft.productName) rows.push(['Plan', draft.productName]);
  return rows;
}

/** Step 2: the name the provider returned, the amount, the fee and the total, before anything is paid. */
export function ReviewStep({ draft, customer, refusal, onEdit, onConfirm }: Props) {
  const fee = BILL_PAYMENT_FEE;
  const rows: Array<[string, string]> = [
    ...customerRows(draft, customer),
    ['Amount', formatMoney(draft.amount)],
    ['Fee', fee === 0 ? 'Free' : formatMoney(fee)],
    ['Total', formatMoney(draft.amount + fee)],
  ];
  return (
    <div className="owo-pay__review">
      <StepHeading step={2} block="owo-pay">
        Check and pay
      </StepHeading>
      <div className="owo-pay__customer" part="customer">
        <span className="owo-pay__customer-label">The provider has this customer as</span>
        <strong className="owo-pay__customer-name">{customer.customerName}</strong>
      </div>
      <dl className="owo-pay__summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {refusal && (
        <p className="owo-pay__alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="owo-pay__actions">
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
