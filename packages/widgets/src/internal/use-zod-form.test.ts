import { loginForm, newPasswordForm, otpForm, registerForm } from '@owo/core/contract';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, serverFieldErrors, validateForm } from './use-zod-form';

describe('validateForm', () => {
  it("gives the first SPEC.md 5 message per field, for the form's own fields", () => {
    expect(validateForm(loginForm, { identifier: '', password: '123', rememberMe: false })).toEqual({
      identifier: 'Invalid username or email address',
      password: 'Password must be at least 6 characters',
    });
    expect(
      validateForm(loginForm, { identifier: 'ada@example.com', password: '123456', rememberMe: true }),
    ).toEqual({});
  });

  it('reports a cross-field mismatch on the confirmation field', () => {
    expect(
      validateForm(newPasswordForm, { newPassword: 'Passw0rd!', confirmNewPassword: 'Passw0rd?' }),
    ).toEqual({
      confirmNewPassword: 'Passwords do not match',
    });
  });

  it('tells a field never filled in (undefined) from one emptied', () => {
    const base = {
      username: 'ada_obi',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08012345678',
      gender: 'female',
      countryCode: 'NGA',
      password: 'Passw0rd!',
      terms: true,
    };
    expect(validateForm(registerForm, { ...base, confirmPassword: undefined }).confirmPassword).toBe(
      'Confirm password is required',
    );
    expect(validateForm(registerForm, { ...base, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your password',
    );
  });

  it('orders OTP messages as SPEC.md 5 words them', () => {
    expect(validateForm(otpForm, { otp: '123' })).toEqual({ otp: 'Please enter complete verification code' });
    expect(validateForm(otpForm, { otp: '12345a' })).toEqual({ otp: 'Code must contain only numbers' });
  });
});

describe('serverFieldErrors', () => {
  const values = { username: '', email: '' };

  it("takes the first message per field from a failed call's body, for this form's fields only", () => {
    const error = Object.assign(new Error('Invalid input'), {
      name: 'ApiError',
      status: 400,
      body: { errors: { email: ['Please enter a valid email address', 'x'], other: ['ignored'] } },
    });
    expect(serverFieldErrors(error, values)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('is empty for anything else', () => {
    expect(serverFieldErrors(new Error('offline'), values)).toEqual({});
    expect(serverFieldErrors(null, values)).toEqual({});
    expect(serverFieldErrors({ body: { errors: 'no' } }, values)).toEqual({});
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the invalid field that comes first in the document, and the first empty box inside a group', () => {
    document.body.innerHTML = `
      <input id="a"><div id="otp"><input id="box1"><input id="box2"></div><input id="c">`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const fields = new Map([
      ['c', byId('c')],
      ['otp', byId('otp')],
      ['a', byId('a')],
    ]);
    focusFirstInvalid(fields, ['c', 'otp']);
    expect(document.activeElement?.id).toBe('box1');
    (byId('box1') as HTMLInputElement).value = '4';
    focusFirstInvalid(fields, ['otp']);
    expect(document.activeElement?.id).toBe('box2');
    focusFirstInvalid(fields, ['c', 'a']);
    expect(document.activeElement?.id).toBe('a');
  });
});
