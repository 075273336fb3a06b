import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { OwoNavigateEvent } from '../events/owo-navigate';
import { useHostEvent } from '../internal/use-host-event';
import { Button } from '../ui/button/button';
import { PIN_LENGTH } from '../ui/constants';
import { Loader } from '../ui/loader/loader';
import { PinKeypad } from '../ui/pin-keypad/pin-keypad';
import { useFlowStyles } from './flow-styles';
import { StepHeading } from './step-heading';

/** Settings, Security, with Forgot PIN open: where a locked PIN is reset (issue 22). */
export const FORGOT_PIN_PATH = '/app/settings/security?pin=forgot';

interface Props {
  /** Step 3 of a money flow (the default), or null for a PIN asked on its own (unfreezing a card). */
  step?: number | null;
  /** What the PIN confirms, in a sentence: "To pay ₦500.00 to MTN for 0803…". */
  lead: ReactNode;
  /** The PIN is being checked and the money moved. */
  busy: boolean;
  /** Said while busy: "Paying", "Sending". */
  busyLabel: string;
  error: string | null;
  locked: boolean;
  onBack: () => void;
  onPin: (pin: string) => void;
}

/**
 * Step 3 of a PIN-confirmed payment: the transaction PIN on the keypad; the fourth digit confirms. The
 * PIN lives only here, briefly, and goes to the API only.
 */
export function PaymentPin({ step = 3, lead, busy, busyLabel, error, locked, onBack, onPin }: Props) {
  useFlowStyles();
  const [pin, setPin] = useState('');
  const keypad = useRef<HTMLDivElement>(null);
  // Focus in the keypad, so digits typed on a keyboard go in at once; again after a wrong PIN, since the
  // keys were disabled (and so lost focus) while the PIN was checked.
  useEffect(() => {
    if (!busy && !locked) keypad.current?.querySelector<HTMLButtonElement>('.owo-keypad__key')?.focus();
  }, [busy, locked]);
  const change = (value: string) => {
    if (value.length < PIN_LENGTH) return setPin(value);
    setPin('');
    onPin(value);
  };
  return (
    <div className="owo-flow__stack" aria-busy={busy}>
      <StepHeading step={step} focus={false}>
        Enter your PIN
      </StepHeading>
      <p className="owo-flow__lead">{lead}</p>
      <div ref={keypad}>
        <PinKeypad
          value={pin}
          onChange={change}
          disabled={busy || locked}
          error={error ?? undefined}
          label="Transaction PIN"
        />
      </div>
      {locked && <ForgotPinLink />}
      {busy && <Loader fullScreen={false} size="small" label={busyLabel} />}
      <div className="owo-flow__actions">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </div>
  );
}

/**
 * Beside the lock message: a real link. A plain click asks the page first (owo-navigate, as navigate()
 * does); when no router takes it, the link is simply followed. Not navigate() itself: that module
 * would be one more chunk on every payment page, whose budget has no room for it.
 */
function ForgotPinLink() {
  const dispatch = useHostEvent();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!dispatch(new OwoNavigateEvent({ to: FORGOT_PIN_PATH }))) event.preventDefault();
  };
  return (
    <p className="owo-flow__lead">
      Forgot your PIN?{' '}
      <a href={FORGOT_PIN_PATH} className="owo-flow__link" onClick={onClick}>
        Reset it with Forgot PIN
      </a>
    </p>
  );
}
