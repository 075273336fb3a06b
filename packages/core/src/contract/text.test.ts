// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  blogPostParams,
  contactBody,
  controlCharacterField,
  emailBody,
  fieldErrors,
  forgotPasswordBody,
  incomingTransferBody,
  loginBody,
  newsletterBody,
  newsletterConfirmBody,
  notificationIdParams,
  payBillBody,
  recipientQuery,
  registerBody,
  registerTokenBody,
  resetPasswordBody,
  setTransactionPinBody,
  transactionListQuery,
  transferBody,
  unregisterTokenBody,
  validateCustomerBody,
  verifyEmailBody,
  verifyResetPasswordBody,
} from './index';

const PASSWORD = 'Str0ng!Passw0rd';

/** A valid input for every request schema that takes strings, so each field can be spoiled alone. */
const VALID: [name: string, schema: z.ZodMiniType, input: Record<string, unknown>][] = [
  [
    'register',
    registerBody,
    {
      username: 'ada_l',
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phoneNumber: '+2348012345678',
      gender: 'female',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      countryCode: 'NGA',
      terms: true,
    },
  ],
  ['login', loginBody, { identifier: 'ada@example.com', password: PASSWORD }],
  ['verify-email', verifyEmailBody, { email: 'ada@example.com', otp: '123456' }],
  ['email', emailBody, { email: 'ada@example.com' }],
  ['forgot-password', forgotPasswordBody, { email: 'ada@example.com' }],
  ['verify-reset-password', verifyResetPasswordBody, { email: 'ada@example.com', otp: '123456' }],
  [
    'reset-password',
    resetPasswordBody,
    { resetToken: 'token', newPassword: PASSWORD, confirmNewPassword: PASSWORD },
  ],
  ['set-transaction-pin', setTransactionPinBody, { pin: '1234' }],
  ['register-token', registerTokenBody, { token: 'fcm-token', platform: 'web' }],
  ['unregister-token', unregisterTokenBody, { token: 'fcm-token' }],
  [
    'contact',
    contactBody,
    { name: 'Ngozi', email: 'ngozi@example.com', subject: 'Card question', message: 'Hello there, team.' },
  ],
  ['newsletter', newsletterBody, { email: 'ada@example.com' }],
  ['newsletter confirm', newsletterConfirmBody, { email: 'ada@example.com', otp: '123456' }],
  ['blog post params', blogPostParams, { id: 'welcome-to-owo' }],
  ['notification id params', notificationIdParams, { id: '0b6f3c2e-7d1a-4c55-9f43-8a2f1e6d9b10' }],
  [
    'transfer to a user',
    transferBody,
    { type: 'user', recipient: 'ada_l', amount: 10_000, narration: 'Rent for May', pin: '1234' },
  ],
  ['recipient query', recipientQuery, { identifier: 'ada_l' }],
  [
    'incoming transfer',
    incomingTransferBody,
    { accountNumber: '0123456789', amount: 10_000, senderName: 'Ngozi Eze', senderBank: 'Kuda' },
  ],
  [
    'bill payment',
    payBillBody,
    { service: 'betting', biller: 'bet9ja', customerId: 'ADA1234', amount: 10_000, pin: '1234' },
  ],
  ['customer check', validateCustomerBody, { service: 'betting', biller: 'bet9ja', customerId: 'ADA1234' }],
  ['transaction search', transactionListQuery, { q: 'rent' }],
];

/** Enums answer any other value with their own message ('Gender is required'), control characters included. */
const ENUMS = new Set(['gender', 'platform', 'type', 'service', 'biller']);
const NAMES = new Set(['firstName', 'lastName']);

const stringFields = VALID.flatMap(([name, schema, input]) =>
  Object.entries(input)
    .filter(([field, value]) => typeof value === 'string' && !ENUMS.has(field))
    .map(([field, value]) => ({ name, schema, input, field, value: value as string })),
);

describe('control characters in request fields', () => {
  it('starts from valid inputs', () => {
    for (const [name, schema, input] of VALID) expect(schema.safeParse(input).success, name).toBe(true);
  });

  it.each(
    stringFields.flatMap((row) =>
      ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'].map((char) => ({
        ...row,
        char,
        code: char.charCodeAt(0).toString(16),
      })),
    ),
  )(
    '$name.$field refuses U+$code with a message naming the field',
    ({ schema, input, field, value, char }) => {
      const spoiled = `${value.slice(0, 1)}${char}${value.slice(1)}`;
      const result = schema.safeParse({ ...input, [field]: spoiled });
      expect(result.success).toBe(false);
      if (result.success) return;
      // Names keep SPEC.md's own wording for any character outside their pattern; digits-only fields theirs.
      const expected = NAMES.has(field)
        ? /can only contain letters/
        : field === 'accountNumber'
          ? /must be 10 digits$/
          : /cannot contain control characters$/;
      expect(fieldErrors(result.error)[field]).toMatch(expected);
    },
  );

  it('refuses line breaks and tabs in one-line fields', () => {
    for (const { schema, input, field, value } of stringFields.filter((row) => row.field !== 'message')) {
      for (const char of ['\n', '\r', '\t']) {
        const result = schema.safeParse({
          ...input,
          [field]: `${value.slice(0, 1)}${char}${value.slice(1)}`,
        });
        expect(result.success, `${field} with ${JSON.stringify(char)}`).toBe(false);
      }
    }
  });

  it('keeps the line breaks and tabs of a contact message, and refuses NUL in it', () => {
    const valid = VALID.find(([name]) => name === 'contact')![2];
    const message = 'Hello team,\r\n\tmy card was charged twice.\nThanks';
    expect(contactBody.safeParse({ ...valid, message }).success).toBe(true);
    const result = contactBody.safeParse({ ...valid, message: `${message}\u0000` });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error).message).toBe('Message cannot contain control characters');
  });

  it('names the field: a NUL in the sign-in identifier is not a bad email', () => {
    const result = loginBody.safeParse({ identifier: 'a\u0000b@x.com', password: PASSWORD });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error).identifier).toBe(
        'Username or email cannot contain control characters',
      );
    }
  });
});

describe('controlCharacterField', () => {
  it('names the first string, key or nested item holding a control character', () => {
    expect(controlCharacterField({ q: 'rent', page: 1 })).toBeNull();
    expect(controlCharacterField({ q: 'x\u0000y' })).toBe('q');
    expect(controlCharacterField({ items: [{ name: 'ok' }, { name: 'b\u0085d' }] })).toBe('items.1.name');
    expect(controlCharacterField({ 'ke\u0000y': 'fine' })).toBe('value');
    expect(controlCharacterField('a\u007fb')).toBe('value');
  });

  it('lets the tabs and line breaks of multi-line text through', () => {
    expect(controlCharacterField({ message: 'Hello,\r\n\tthanks' })).toBeNull();
  });
});
