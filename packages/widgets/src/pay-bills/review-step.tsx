import { BILL_PAYMENT_FEE, type BillCustomer, formatMoney } from '../internal/runtime';
import type { ReviewActions } from '../money/money-steps';
import { PaymentReview } from '../money/payment-review';
import type { SummaryRow } from '../money/summary-rows';
import type { BillDraft } from './read-details';

interface Props extends ReviewActions {
  draft: BillDraft;
  customer: BillCustomer;
  /** The fee the API quoted; the fee schedule's otherwise. */
  fee?: number;
}

/** What the review shows beyond the amounts: what the provider said about the customer. */
function customerRows(draft: BillDraft, customer: BillCustomer): SummaryRow[] {
  const rows: SummaryRow[] = [[draft.billerName, customer.customerId]];
  if (customer.address) rows.push(['Address', customer.address]);
  if (draft.meterType) rows.push(['Meter type', draft.meterType === 'prepaid' ? 'Prepaid' : 'Postpaid']);
  if (customer.currentBouquet) rows.push(['Current bouquet', customer.currentBouquet]);
  if (customer.outstanding !== undefined) rows.push(['Outstanding', formatMoney(customer.outstanding)]);
  if (draft.productName) rows.push(['Plan', draft.productName]);
  return rows;
}

/** Step 2: the name the provider returned, the amount, the fee and the total, before anything is paid. */
export function ReviewStep({ draft, customer, fee = BILL_PAYMENT_FEE, ...actions }: Props) {
  return (
    <PaymentReview
      title="Check and pay"
      party={{ label: 'The provider has this customer as', name: customer.customerName, part: 'customer' }}
      amount={draft.amount}
      fee={fee}
      before={customerRows(draft, customer)}
      {...actions}
    />
  );
}
