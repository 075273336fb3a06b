import { describe, expect, it } from 'vitest';
import { PIN_LENGTH } from '../constants';
import { KEYPAD_LAYOUT, keypadKeyFor, pressKeypad } from './keypad';

describe('PIN keypad (SPEC.md 4)', () => {
  it('is a 3-column grid whose last row is blank, 0, backspace', () => {
    expect(KEYPAD_LAYOUT).toHaveLength(12);
    expect(KEYPAD_LAYOUT.slice(9)).toEqual([null, '0', 'backspace']);
    expect(KEYPAD_LAYOUT.slice(0, 9)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('appends a digit only below the maximum length', () => {
    expect(PIN_LENGTH).toBe(4);
    expect(pressKeypad('12', '3', 4)).toBe('123');
    expect(pressKeypad('1234', '5', 4)).toBe('1234');
  });

  it('removes the last digit on backspace', () => {
    expect(pressKeypad('123', 'backspace', 4)).toBe('12');
    expect(pressKeypad('', 'backspace', 4)).toBe('');
  });

  it('accepts nothing while disabled', () => {
    expect(pressKeypad('12', '3', 4, true)).toBe('12');
    expect(pressKeypad('12', 'backspace', 4, true)).toBe('12');
  });

  it('maps physical keys', () => {
    expect(keypadKeyFor('7')).toBe('7');
    expect(keypadKeyFor('Backspace')).toBe('backspace');
    expect(keypadKeyFor('a')).toBeNull();
  });
});
