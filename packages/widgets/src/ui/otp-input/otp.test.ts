import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../constants';
import { acceptOtpPaste, otpFromBoxInput, removeOtpDigit, setOtpDigit } from './otp';

describe('OTP rules (SPEC.md 5)', () => {
  it('has six boxes', () => {
    expect(OTP_LENGTH).toBe(6);
  });

  it('accepts a paste only if it is all digits, cut to the code length', () => {
    expect(acceptOtpPaste('123456', 6)).toBe('123456');
    expect(acceptOtpPaste('12345678', 6)).toBe('123456');
    expect(acceptOtpPaste(' 123456\n', 6)).toBe('123456');
    expect(acceptOtpPaste('123', 6)).toBe('123');
    expect(acceptOtpPaste('12a456', 6)).toBeNull();
    expect(acceptOtpPaste('123 456', 6)).toBeNull();
    expect(acceptOtpPaste('', 6)).toBeNull();
  });

  it('sets a digit in place, or in the first empty box when the target is further on', () => {
    expect(setOtpDigit('12', 2, '3', 6)).toBe('123');
    expect(setOtpDigit('123', 1, '9', 6)).toBe('193');
    expect(setOtpDigit('1', 4, '7', 6)).toBe('17');
    expect(setOtpDigit('123456', 5, '0', 6)).toBe('123450');
  });

  it('removes a digit', () => {
    expect(removeOtpDigit('1234', 3)).toBe('123');
    expect(removeOtpDigit('1234', 0)).toBe('234');
  });

  it('reads box input from keyboards that send no key (mobile) and from autofill', () => {
    expect(otpFromBoxInput('12', 2, '3', 6)).toBe('123');
    expect(otpFromBoxInput('12', 1, '25', 6)).toBe('15');
    expect(otpFromBoxInput('12', 1, '', 6)).toBe('1');
    expect(otpFromBoxInput('', 0, '654321', 6)).toBe('654321');
    expect(otpFromBoxInput('12', 2, 'x', 6)).toBeNull();
  });
});
