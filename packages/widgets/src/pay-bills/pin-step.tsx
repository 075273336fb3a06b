import { useEffect, useRef, useState } from 'react';
import { BILL_PAYMENT_FEE, formatMoney } from '../internal/runtime';
import { StepHeading } from '../money/step-heading';
import { Button } from '../ui/button/button';
import { PIN_LENGTH } from '../ui/constants';
import { Loader } from '../ui/loader/loader';
import { PinKeypad } from '../ui/pin-keypad/pin-keypad';
import type { BillDraft } from './pay-flow';

interface Props {
  draft: BillDraft;
  paying: boolean;
  error: string | null;
  locked: boolean;
  onBack: () => void;
  onPin: (pin: string) => void;
}

/** Step 3: the transaction PIN on the keypad; the fourth digit pays. The PIN lives only here, briefly. */
export function PinStep({ draft, paying, error, locked, onBack, onPin }: Props) {
  const [pin, setPin] = useState('');
  const keypad = useRef<HTMLDivElement>(null);
  // Focus in the keypad, so digits typed on a keyboard go in at once; again after a wrong PIN, since the
  // keys were disabled (and so lost focus) while the PIN was checked.
  useEffect(() => {
    if (!paying && !locked) keypad.current?.querySelector<HTMLButtonElement>('.owo-keypad__key')?.focus();
  }, [paying, locked]);
  const change = (value: string) => {
    if (value.length < PIN_LENGTH) return setPin(value);
    setPin('');
    onPin(value);
  };
  return (
    <div className="owo-flow__stack" aria-busy={paying}>
      <StepHeading step={3} focus={false}>
        Enter your PIN
      </StepHeading>
      <p className="owo-flow__lead">
        To pay <strong>{formatMoney(draft.amount + BILL_PAYMENT_FEE)}</strong> to{' '}
        <strong>{draft.billerName}</strong> for {draft.customerId}.
      </p>
      <div ref={keypad}>
        <PinKeypad
          value={pin}
          onChange={change}
          disabled={paying || locked}
          error={error ?? undefined}
          label="Transaction PIN"
        />
      </div>
      {paying && <Loader fullScreen={false} size="small" label="Paying" />}
      <div className="owo-flow__actions">
        <Button variant="ghost" onClick={onBack} disabled={paying}>
          Back
        </Button>
      </div>
    </div>
  );
}
