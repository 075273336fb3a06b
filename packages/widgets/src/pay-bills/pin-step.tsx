import { BILL_PAYMENT_FEE, formatMoney } from '../internal/runtime';
import { PaymentPin } from '../money/payment-pin';
import type { BillDraft } from './pay-flow';

interface Props {
  draft: BillDraft;
  paying: boolean;
  error: string | null;
  locked: boolean;
  onBack: () => void;
  onPin: (pin: string) => void;
}

/** Step 3: the transaction PIN on the keypad; the fourth digit pays. */
export function PinStep({ draft, paying, ...keypad }: Props) {
  return (
    <PaymentPin
      lead={
        <>
          To pay <strong>{formatMoney(draft.amount + BILL_PAYMENT_FEE)}</strong> to{' '}
          <strong>{draft.billerName}</strong> for {draft.customerId}.
        </>
      }
      busy={paying}
      busyLabel="Paying"
      {...keypad}
    />
  );
}
