import { formatMoney, transferFee } from '../internal/runtime';
import { PaymentPin } from '../money/payment-pin';
import type { Draft, Payee } from './send-flow';

interface Props {
  draft: Draft;
  payee: Payee;
  sending: boolean;
  error: string | null;
  locked: boolean;
  onBack: () => void;
  onPin: (pin: string) => void;
}

/** Step 3: the transaction PIN on the keypad; the fourth digit sends. */
export function PinStep({ draft, payee, sending, ...keypad }: Props) {
  const total = draft.amount + transferFee(draft.kind, draft.amount);
  return (
    <PaymentPin
      lead={
        <>
          To send <strong>{formatMoney(total)}</strong> to <strong>{payee.name}</strong>.
        </>
      }
      busy={sending}
      busyLabel="Sending"
      {...keypad}
    />
  );
}
