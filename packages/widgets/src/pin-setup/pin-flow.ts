import { pinConfirmForm } from '../internal/runtime';
import { PIN_LENGTH } from '../ui/constants';

/** SPEC.md 9: the pauses between the PIN steps. */
export const PIN_ADVANCE_MS = 300;
export const PIN_MISMATCH_RESET_MS = 500;

export type PinStep = 'create' | 'confirm';

export interface PinFlowState {
  step: PinStep;
  pin: string;
  confirmPin: string;
  /** Shown above the keys: 'PINs do not match' after a mismatch, until the next key press. */
  error: string | null;
  /**
   * entering: keys live. advancing: the PIN is complete, confirm comes after 300 ms. mismatch: the
   * entries differ, a fresh start comes after 500 ms. submitting: the server is setting the PIN.
   */
  phase: 'entering' | 'advancing' | 'mismatch' | 'submitting';
}

export type PinFlowAction =
  /** The keypad's value for the current step. */
  | { type: 'input'; value: string }
  /** The 300 ms after a complete PIN are over. */
  | { type: 'advance' }
  /** Back to an empty 'create' step: after a mismatch (keeping its message), a failed submit, a close. */
  | { type: 'restart'; keepError?: boolean };

export const initialPinFlow: PinFlowState = {
  step: 'create',
  pin: '',
  confirmPin: '',
  error: null,
  phase: 'entering',
};

/** The confirm step's check (core's contract): the message reported on `pin`, or null when they match. */
function mismatchOf(pin: string, confirmPin: string): string | null {
  const result = pinConfirmForm.safeParse({ pin, confirmPin });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'pin')?.message ?? null;
}

/** SPEC.md 4, PIN setup: create, confirm after 300 ms, a mismatch restarts after 500 ms, a match submits. */
export function pinFlowReducer(state: PinFlowState, action: PinFlowAction): PinFlowState {
  switch (action.type) {
    case 'input': {
      if (state.phase !== 'entering') return state;
      const complete = action.value.length === PIN_LENGTH;
      if (state.step === 'create') {
        return { ...state, pin: action.value, error: null, phase: complete ? 'advancing' : 'entering' };
      }
      const next = { ...state, confirmPin: action.value, error: null };
      if (!complete) return next;
      const error = mismatchOf(state.pin, action.value);
      return error ? { ...next, error, phase: 'mismatch' } : { ...next, phase: 'submitting' };
    }
    case 'advance':
      return state.phase === 'advancing' ? { ...state, step: 'confirm', phase: 'entering' } : state;
    case 'restart':
      return { ...initialPinFlow, error: action.keepError ? state.error : null };
  }
}

/** The timer a state asks for, if any: the component sets it and clears it when the state moves on. */
export function pendingTimer(state: PinFlowState): { ms: number; action: PinFlowAction } | null {
  if (state.phase === 'advancing') return { ms: PIN_ADVANCE_MS, action: { type: 'advance' } };
  if (state.phase === 'mismatch') {
    return { ms: PIN_MISMATCH_RESET_MS, action: { type: 'restart', keepError: true } };
  }
  return null;
}

/** The value the keypad shows and edits in this state. */
export const keypadValue = (state: PinFlowState): string =>
  state.step === 'create' ? state.pin : state.confirmPin;
