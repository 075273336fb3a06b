import { describe, expect, it } from 'vitest';
import { isAllowedDigitsOnlyKey, stripNonDigits } from './digits-only';

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('digits-only keys (SPEC.md 5)', () => {
  it.each(['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab'])(
    'allows %s',
    (k) => {
      expect(isAllowedDigitsOnlyKey(key(k))).toBe(true);
    },
  );

  it.each(['a', 'e', 'E', '+', '-', '.', ',', ' ', 'Home', 'End', 'F5', '٣'])('blocks %s', (k) => {
    expect(isAllowedDigitsOnlyKey(key(k))).toBe(false);
  });

  it('lets shortcuts through so paste, copy and undo work', () => {
    expect(isAllowedDigitsOnlyKey(key('v', { ctrlKey: true }))).toBe(true);
    expect(isAllowedDigitsOnlyKey(key('v', { metaKey: true }))).toBe(true);
  });

  it('strips everything but 0-9', () => {
    expect(stripNonDigits('+234 (803) 555-0199')).toBe('2348035550199');
    expect(stripNonDigits('1e5.0')).toBe('150');
    expect(stripNonDigits('abc')).toBe('');
  });
});
