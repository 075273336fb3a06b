// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { fieldErrorLists, fieldErrors } from './envelope';
import { loginForm, pinForm, registerForm } from './forms';
import {
  emailBody,
  LIMITS,
  loginBody,
  logoutBody,
  notificationListQuery,
  registerBody,
  registerTokenBody,
  resetPasswordBody,
  setTransactionPinBody,
  verifyEmailBody,
  verifyResetPasswordBody,
} from './index';

function messageFor(schema: z.ZodMiniType, input: unknown, field: string): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (fieldErrors(result.error)[field] ?? null);
}

type Row = [description: string, value: unknown, expected: string | null];
const MISSING = undefined;

function firstMessages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('notification list query', () => {
  const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50';
  const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';

  it('defaults to page 1 of 10 (SPEC.md 9)', () => {
    expect(notificationListQuery.parse({})).toEqual({ limit: 10, page: 1 });
    expect(LIMITS.notificationsPageSize).toBe(10);
    expect(LIMITS.notificationsHeaderSize).toBe(5);
  });

  it('coerces query-string values to numbers', () => {
    expect(notificationListQuery.parse({ limit: '20', page: '3' })).toEqual({ limit: 20, page: 3 });
    expect(notificationListQuery.parse({ limit: 5, page: 2 })).toEqual({ limit: 5, page: 2 });
  });

  it.each<Row>([
    ['0', '0', LIMIT_MESSAGE],
    ['1', '1', null],
    ['50', '50', null],
    ['51', '51', LIMIT_MESSAGE],
    ['a fraction', '2.5', LIMIT_MESSAGE],
    ['negative', '-1', LIMIT_MESSAGE],
    ['words', 'ten', LIMIT_MESSAGE],
    ['empty (?limit=)', '', LIMIT_MESSAGE],
  ])('limit %s → %j', (_, limit, expected) => {
    expect(messageFor(notificationListQuery, { limit }, 'limit')).toBe(expected);
  });

  it.each<Row>([
    ['0', '0', PAGE_MESSAGE],
    ['1', '1', null],
    ['100000', '100000', null],
    ['100001', '100001', PAGE_MESSAGE],
    ['a fraction', '1.5', PAGE_MESSAGE],
    ['words', 'last', PAGE_MESSAGE],
  ])('page %s → %j', (_, page, expected) => {
    expect(messageFor(notificationListQuery, { page }, 'page')).toBe(expected);
  });
});

describe('register-token body', () => {
  const valid = { token: 'fcm-token', platform: 'web' };

  it.each<Row>([
    ['missing', MISSING, 'Token is required'],
    ['empty', '', 'Token is required'],
    ['1 character', 't', null],
    ['4096 characters', 't'.repeat(4096), null],
    ['4097 characters', 't'.repeat(4097), 'Token cannot exceed 4096 characters'],
  ])('token %s → %j', (_, token, expected) => {
    expect(messageFor(registerTokenBody, { ...valid, token }, 'token')).toBe(expected);
  });

  it.each<Row>([
    ['web', 'web', null],
    ['ios', 'ios', null],
    ['android', 'android', null],
    ['another platform', 'windows', 'Platform must be web, ios or android'],
    ['a different case', 'Web', 'Platform must be web, ios or android'],
    ['missing', MISSING, 'Platform must be web, ios or android'],
  ])('platform %s → %j', (_, platform, expected) => {
    expect(messageFor(registerTokenBody, { ...valid, platform }, 'platform')).toBe(expected);
  });
});

describe('logout body', () => {
  it('defaults allDevices to false', () => {
    expect(logoutBody.parse({})).toEqual({ allDevices: false });
  });

  it('keeps allDevices true', () => {
    expect(logoutBody.parse({ allDevices: true })).toEqual({ allDevices: true });
  });

  it('does not read the string "true" as true', () => {
    expect(logoutBody.safeParse({ allDevices: 'true' }).success).toBe(false);
    expect(firstMessages(logoutBody, { allDevices: 'yes' })).toEqual({
      allDevices: 'allDevices must be true or false',
    });
  });
});

describe('type errors name the field', () => {
  it('says what rememberMe and countryCode must be', () => {
    expect(firstMessages(loginForm, { identifier: 'demo', password: 'secret1', rememberMe: 'on' })).toEqual({
      rememberMe: 'Remember me must be true or false',
    });
    expect(firstMessages(registerForm, { countryCode: 566 }).countryCode).toBe(
      'Country code must be three capital letters',
    );
  });
});

describe('reset-password body', () => {
  const valid = { resetToken: 'reset-token', newPassword: 'Str0ng!pass', confirmNewPassword: 'Str0ng!pass' };

  it('accepts the token with a strong, confirmed password', () => {
    expect(resetPasswordBody.parse(valid)).toEqual(valid);
  });

  it.each<Row>([
    ['missing', MISSING, 'Reset token is required'],
    ['empty', '', 'Reset token is required'],
    ['512 characters', 'r'.repeat(512), null],
    ['513 characters', 'r'.repeat(513), 'Reset token is invalid'],
  ])('resetToken %s → %j', (_, resetToken, expected) => {
    expect(messageFor(resetPasswordBody, { ...valid, resetToken }, 'resetToken')).toBe(expected);
  });

  it('keeps the new-password rules, with the one maximum of 100 (issue 9)', () => {
    const longest = `Aa1!${'a'.repeat(96)}`;
    expect(
      resetPasswordBody.safeParse({ ...valid, newPassword: longest, confirmNewPassword: longest }).success,
    ).toBe(true);
    const long = `${longest}a`;
    expect(
      messageFor(resetPasswordBody, { ...valid, newPassword: long, confirmNewPassword: long }, 'newPassword'),
    ).toBe('Password cannot exceed 100 characters');
    expect(
      messageFor(
        resetPasswordBody,
        { ...valid, newPassword: 'weakpass', confirmNewPassword: 'weakpass' },
        'newPassword',
      ),
    ).toBe('Password must contain at least one uppercase letter');
  });

  it("keeps the mismatch check: 'Passwords do not match' on confirmNewPassword", () => {
    expect(
      messageFor(resetPasswordBody, { ...valid, confirmNewPassword: 'Other!pass1' }, 'confirmNewPassword'),
    ).toBe('Passwords do not match');
  });
});

describe('email and code bodies', () => {
  it.each([
    ['verify-email', verifyEmailBody],
    ['verify-reset-password', verifyResetPasswordBody],
  ])('%s normalises the email and checks the code', (_, schema) => {
    expect(schema.parse({ email: ' Ada@Example.com ', otp: '123456' })).toEqual({
      email: 'ada@example.com',
      otp: '123456',
    });
    expect(messageFor(schema, { email: 'ada@example.com', otp: '12345' }, 'otp')).toBe(
      'Please enter complete verification code',
    );
    expect(messageFor(schema, { email: 'ada', otp: '123456' }, 'email')).toBe(
      'Please enter a valid email address',
    );
  });

  it.each<Row>([
    ['an email', 'ada@example.com', null],
    ['not an email', 'ada', 'Please enter a valid email address'],
    ['missing', MISSING, 'Please enter a valid email address'],
    ['256 characters', `${'a'.repeat(244)}@example.com`, 'Please enter a valid email address'],
  ])('email body: %s → %j', (_, email, expected) => {
    expect(messageFor(emailBody, { email }, 'email')).toBe(expected);
  });
});

describe('the API validates with the form schemas', () => {
  it('uses the same schema for register, login and set-transaction-pin', () => {
    expect(registerBody).toBe(registerForm);
    expect(loginBody).toBe(loginForm);
    expect(setTransactionPinBody).toBe(pinForm);
  });
});

describe('field errors', () => {
  it('keeps the first message per field for forms, and every distinct one for the API', () => {
    const result = registerForm.safeParse({ username: 'a!' });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error).username).toBe('Username must be at least 3 characters');
    expect(fieldErrorLists(result.error).username).toEqual([
      'Username must be at least 3 characters',
      'Username can only contain letters, numbers and underscores',
    ]);
  });

  it("files an issue without a field under '_form'", () => {
    const result = logoutBody.safeParse(null);
    if (result.success) throw new Error('expected a failure');
    expect(Object.keys(fieldErrors(result.error))).toEqual(['_form']);
  });
});
