import { isDigitKey } from '../text-input/digits-only';

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'backspace';

/** The keys in grid order: three columns, the last row blank, 0, backspace (null is the blank cell). */
export const KEYPAD_LAYOUT: ReadonlyArray<KeypadKey | null> = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  null,
  '0',
  'backspace',
];

/**
 * SPEC.md 4, PIN keypad: a digit appends only while the value is shorter than maxLength, backspace
 * removes the last digit, and nothing changes while disabled.
 */
export function pressKeypad(value: string, key: KeypadKey, maxLength: number, disabled = false): string {
  if (disabled) return value;
  if (key === 'backspace') return value.slice(0, -1);
  return value.length < maxLength ? value + key : value;
}

/** The keypad key a physical key stands for, if any. */
export function keypadKeyFor(key: string): KeypadKey | null {
  if (isDigitKey(key)) return key as KeypadKey;
  return key === 'Backspace' || key === 'Delete' ? 'backspace' : null;
}
