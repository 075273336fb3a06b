import { useEffect, useReducer, useRef } from 'react';
import {
  initialPinFlow,
  keypadValue,
  type PinFlowState,
  pendingTimer,
  pinFlowReducer,
} from '../../../pin-setup/pin-flow';
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
  const [state, dispatch] = useReducer(pinFlowReducer, initialPinFlow);
  const keypad = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = pendingTimer(state);
    if (!timer) return;
    const id = setTimeout(() => dispatch(timer.action), timer.ms);
    return () => clearTimeout(id);
  }, [state]);

  // Each state that reaches 'submitting' is sent once.
  const submitted = useRef<PinFlowState | null>(null);
  useEffect(() => {
    if (state.phase !== 'submitting' || submitted.current === state) return;
    submitted.current = state;
    onPin(state.pin).catch(() => dispatch({ type: 'restart' }));
  }, [state, onPin]);

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
          value={keypadValue(state)}
          onChange={(value) => dispatch({ type: 'input', value })}
          disabled={state.phase === 'submitting'}
          error={state.error ?? (state.step === 'create' ? error : null) ?? undefined}
          label={LABELS[state.step]}
        />
      </div>
      {state.phase === 'submitting' && <Loader fullScreen={false} size="small" label={busyLabel} />}
    </div>
  );
}
