import { useEffect, useRef } from 'react';
import { usePinFlow } from '../../../pin-setup/use-pin-flow';
import { Loader } from '../../../ui/loader/loader';
import { PinKeypad } from '../../../ui/pin-keypad/pin-keypad';

const LABELS = { create: 'New PIN', confirm: 'Confirm new PIN' } as const;
const TEXTS = {
  create: 'Choose a new 4-digit PIN. Avoid your birthday or 1234.',
  confirm: 'Enter the new PIN again to confirm it.',
} as const;

/**
 * The new PIN twice on the SPEC keypad (SPEC.md 4, PIN setup: confirm after 300 ms, a mismatch starts
 * again after 500 ms). A match calls `onPin`; if that fails the entry starts again, with `error` shown.
 */
export function NewPin({
  onPin,
  busyLabel,
  error,
}: {
  onPin: (pin: string) => Promise<void>;
  busyLabel: string;
  error?: string | null;
}) {
  const { state, value, input } = usePinFlow(onPin);
  const keypad = useRef<HTMLDivElement>(null);

  // The keys hold the focus from one step to the next, so digits typed on a keyboard keep going in.
  useEffect(() => {
    if (state.phase === 'entering')
      keypad.current?.querySelector<HTMLButtonElement>('.owo-keypad__key')?.focus();
  }, [state.phase]);

  return (
    <div className="owo-settings__pin" aria-busy={state.phase === 'submitting'}>
      <p className="owo-settings__lead">{TEXTS[state.step]}</p>
      <div ref={keypad}>
        <PinKeypad
          value={value}
          onChange={input}
          disabled={state.phase === 'submitting'}
          error={state.error ?? (state.step === 'create' ? error : null) ?? undefined}
          label={LABELS[state.step]}
        />
      </div>
      {state.phase === 'submitting' && <Loader fullScreen={false} size="small" label={busyLabel} />}
    </div>
  );
}
