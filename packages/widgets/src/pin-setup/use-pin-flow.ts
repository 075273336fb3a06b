import { useEffect, useReducer, useRef } from 'react';
import { useLatest } from '../internal/use-latest';
import { initialPinFlow, keypadValue, type PinFlowState, pendingTimer, pinFlowReducer } from './pin-flow';

/**
 * A PIN entered twice on the keypad (SPEC.md 4, PIN setup: confirm after 300 ms, a mismatch starts again
 * after 500 ms), for the PIN modal and Settings' new PIN. A match calls `submit` once; if that fails,
 * the entry starts again.
 */
export function usePinFlow(submit: (pin: string) => Promise<unknown>) {
  const [state, dispatch] = useReducer(pinFlowReducer, initialPinFlow);
  const latestSubmit = useLatest(submit);

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
    latestSubmit.current(state.pin).catch(() => dispatch({ type: 'restart' }));
  }, [state, latestSubmit]);

  return {
    state,
    /** What the keypad shows and edits in this step. */
    value: keypadValue(state),
    input: (value: string) => dispatch({ type: 'input', value }),
    restart: () => dispatch({ type: 'restart' }),
  };
}
