import { useEffect, useRef, useState } from 'react';
import { formatMoney, transferFee } from '../internal/runtime';
import { StepHeading } from '../money/step-heading';
import { Button } from '../ui/button/button';
import { PIN_LENGTH } from '../ui/constants';
import { Loader } from '../ui/loader/loader';
import { PinKeypad } from '../ui/pin-keypad/pin-keypad';
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

/** Step 3: the transaction PIN on the keypad; the fourth digit sends. The PIN lives only here, briefly. */
export function PinStep({ draft, payee, sending, error, locked, onBack, onPin }: Props) {
  const [pin, setPin] = useState('');
  const keypad = useRef<HTMLDivElement>(null);
  // Focus in the keypad, so digits typed on a keyboard go in at once; again after a wrong PIN, since the
  // keys were disabled (and so lost focus) while the PIN was checked.
  useEffect(() => {
    if (!sending && !locked) keypad.current?.querySelector<HTMLButtonElement>('.owo-keypad__key')?.focus();
  }, [sending, locked]);
  const total = draft.amount + transferFee(draft.kind, draft.amount);
  const change = (value: string) => {
    if (value.length < PIN_LENGTH) return setPin(value);
    setPin('');
    onPin(value);
  };
  return (
    <div className="owo-flow__stack" aria-busy={sending}>
      <StepHeading step={3} focus={false}>
        Enter your PIN
      </StepHeading>
      <p className="owo-flow__lead">
        To send <strong>{formatMoney(total)}</strong> to <strong>{payee.name}</strong>.
      </p>
      <div ref={keypad}>
        <PinKeypad
          value={pin}
          onChange={change}
          disabled={sending || locked}
          error={error ?? undefined}
          label="Transaction PIN"
        />
      </div>
      {sending && <Loader fullScreen={false} size="small" label="Sending" />}
      <div className="owo-flow__actions">
        <Button variant="ghost" onClick={onBack} disabled={sending}>
          Back
        </Button>
      </div>
    </div>
  );
}
