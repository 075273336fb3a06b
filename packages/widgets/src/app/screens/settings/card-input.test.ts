import { describe, expect, it } from 'vitest';
import { cardName, expiryOf, groupCardNumber, typedExpiry } from './card-input';

describe('typing a card', () => {
  it('groups the number in fours as typed, digits only, 19 at most', () => {
    expect(groupCardNumber('4084084084084081')).toBe('4084 0840 8408 4081');
    expect(groupCardNumber('4084 08')).toBe('4084 08');
    expect(groupCardNumber('4084-0840a')).toBe('4084 0840');
    expect(groupCardNumber('50606666666666666669999')).toBe('5060 6666 6666 6666 666');
    expect(groupCardNumber('')).toBe('');
  });

  it('puts the slash of MM/YY in by itself, and takes it out with the month digit on backspace', () => {
    expect(typedExpiry('1', '')).toBe('1');
    expect(typedExpiry('12', '1')).toBe('12/');
    expect(typedExpiry('12/2', '12/')).toBe('12/2');
    expect(typedExpiry('12/299', '12/29')).toBe('12/29');
    expect(typedExpiry('12', '12/')).toBe('1');
    expect(typedExpiry('1229', '')).toBe('12/29');
  });

  it('names a saved card and its expiry', () => {
    expect(cardName({ brand: 'mastercard', last4: '0008' })).toBe('Mastercard ending 0008');
    expect(expiryOf({ expiryMonth: 7, expiryYear: 2031 })).toBe('07/31');
  });
});
