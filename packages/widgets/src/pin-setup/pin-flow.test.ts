import { describe, expect, it } from 'vitest';
import {
  initialPinFlow,
  keypadValue,
  PIN_ADVANCE_MS,
  PIN_MISMATCH_RESET_MS,
  type PinFlowAction,
  type PinFlowState,
  pendingTimer,
  pinFlowReducer,
} from './pin-flow';

const run = (...actions: PinFlowAction[]): PinFlowState => actions.reduce(pinFlowReducer, initialPinFlow);
const input = (value: string): PinFlowAction => ({ type: 'input', value });
const typed = (value: string): PinFlowAction[] =>
  Array.from(value, (_, index) => input(value.slice(0, index + 1)));

describe('PIN setup flow (SPEC.md 4)', () => {
  it('starts on an empty create step with no timer', () => {
    expect(initialPinFlow).toMatchObject({ step: 'create', pin: '', confirmPin: '', error: null });
    expect(pendingTimer(initialPinFlow)).toBeNull();
  });

  it('goes to confirm 300 ms after the fourth digit, not before', () => {
    const three = run(...typed('123'));
    expect(pendingTimer(three)).toBeNull();
    const four = run(...typed('1234'));
    expect(four).toMatchObject({ step: 'create', pin: '1234', phase: 'advancing' });
    expect(PIN_ADVANCE_MS).toBe(300);
    expect(pendingTimer(four)).toEqual({ ms: 300, action: { type: 'advance' } });
    const confirm = pinFlowReducer(four, { type: 'advance' });
    expect(confirm).toMatchObject({ step: 'confirm', pin: '1234', confirmPin: '', phase: 'entering' });
    expect(keypadValue(confirm)).toBe('');
  });

  it('ignores key presses while waiting to move on', () => {
    const four = run(...typed('1234'));
    expect(pinFlowReducer(four, input('123'))).toBe(four);
  });

  it("reports 'PINs do not match' on a different confirmation, then restarts after 500 ms keeping the message", () => {
    const mismatch = run(...typed('1234'), { type: 'advance' }, ...typed('1243'));
    expect(mismatch).toMatchObject({ step: 'confirm', error: 'PINs do not match', phase: 'mismatch' });
    expect(PIN_MISMATCH_RESET_MS).toBe(500);
    const timer = pendingTimer(mismatch);
    expect(timer?.ms).toBe(500);
    const restarted = pinFlowReducer(mismatch, timer?.action as PinFlowAction);
    expect(restarted).toEqual({ ...initialPinFlow, error: 'PINs do not match' });
    expect(pinFlowReducer(restarted, input('5')).error).toBeNull();
  });

  it('submits when the confirmation matches', () => {
    const match = run(...typed('2468'), { type: 'advance' }, ...typed('2468'));
    expect(match).toMatchObject({ step: 'confirm', pin: '2468', confirmPin: '2468', phase: 'submitting' });
    expect(pendingTimer(match)).toBeNull();
    expect(pinFlowReducer(match, input('246'))).toBe(match);
  });

  it('clears everything and returns to create after a failed submit', () => {
    const match = run(...typed('2468'), { type: 'advance' }, ...typed('2468'));
    expect(pinFlowReducer(match, { type: 'restart' })).toEqual(initialPinFlow);
  });

  it('lets backspace edit either step', () => {
    const state = run(...typed('12'), input('1'));
    expect(state).toMatchObject({ pin: '1', phase: 'entering' });
  });
});
