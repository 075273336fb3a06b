import * as z from 'zod/mini';
import { noControlCharacters, textField } from './text';

/**
 * A required string: missing, non-string and empty all answer with the same "required" message.
 * `label` names the field in the control-character message.
 */
export function requiredString(message: string, label: string, options: { multiline?: boolean } = {}) {
  return textField(message, label, options).check(z.minLength(1, message));
}

/**
 * Every character a name may hold: letters in any script (Yoruba, Igbo and Hausa names carry marks),
 * plain spaces, hyphens, apostrophes. Not \s: a line break in a name would reach mail headers.
 */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
const PHONE_PATTERN = /^\+?\d{10,14}$/;

export const LIMITS = {
  otpLength: 6,
  pinLength: 4,
  loginPasswordMin: 6,
  passwordMin: 8,
  passwordMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  nameMin: 2,
  nameMax: 50,
  emailMin: 5,
  emailMax: 255,
  notificationsPageSize: 10,
  notificationsHeaderSize: 5,
  notificationsMaxPageSize: 50,
} as const;

export const DEFAULT_COUNTRY_CODE = 'NGA';

export const usernameField = requiredString('Username is required', 'Username').check(
  z.minLength(LIMITS.usernameMin, 'Username must be at least 3 characters'),
  z.maxLength(LIMITS.usernameMax, 'Username cannot exceed 30 characters'),
  z.regex(USERNAME_PATTERN, 'Username can only contain letters, numbers and underscores'),
);

/**
 * First or last name; `label` is 'First name' or 'Last name', as SPEC.md words the messages. Its
 * pattern already refuses control characters, with SPEC.md's message, so that check comes last.
 */
export function personNameField(label: 'First name' | 'Last name') {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.minLength(LIMITS.nameMin, `${label} must be at least 2 characters`),
      z.maxLength(LIMITS.nameMax, `${label} cannot exceed 50 characters`),
      z.regex(NAME_PATTERN, `${label} can only contain letters, spaces, hyphens and apostrophes`),
      noControlCharacters(label),
    );
}

/**
 * The registration email: length is checked before format so both bounds can be seen by a user.
 * No check aborts: zod skips the cross-field match of a form once any check has aborted.
 */
export const emailField = textField('Email is required', 'Email').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Email is required'),
  z.minLength(LIMITS.emailMin, 'Email must be at least 5 characters'),
  z.maxLength(LIMITS.emailMax, 'Email cannot exceed 255 characters'),
  z.email({ error: 'Please enter a valid email address' }),
);

/** An email where SPEC.md words every failure as 'Invalid username or email address' (forgot password). */
export const lenientEmailField = textField('Invalid username or email address', 'Email').check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(LIMITS.emailMax, 'Invalid username or email address'),
  z.email({ error: 'Invalid username or email address' }),
);

export const phoneNumberField = requiredString('Phone number is required', 'Phone number').check(
  z.regex(PHONE_PATTERN, 'Invalid phone number format'),
);

export const GENDERS = ['male', 'female', 'other'] as const;
export const genderField = z.enum(GENDERS, { error: 'Gender is required' });

export const countryCodeField = z._default(
  textField('Country code must be three capital letters', 'Country code').check(
    z.regex(/^[A-Z]{3}$/, 'Country code must be three capital letters'),
  ),
  DEFAULT_COUNTRY_CODE,
);

/**
 * Every password a person chooses (registration, reset, change): one set of rules and one maximum, so
 * no form can set a password another refuses (issue 9; SPEC.md 5 gave the 100 to registration only).
 */
export function strongPasswordField() {
  const checks = [
    z.minLength(1, 'Password is required'),
    z.minLength(LIMITS.passwordMin, 'Password must be at least 8 characters'),
    z.maxLength(LIMITS.passwordMax, 'Password cannot exceed 100 characters'),
    z.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
    z.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
    z.regex(/\d/, 'Password must contain at least one number'),
    z.regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character'),
  ];
  return textField('Password is required', 'Password').check(...checks);
}

export const otpField = textField('Please enter complete verification code', 'Code').check(
  z.length(LIMITS.otpLength, 'Please enter complete verification code'),
  z.regex(/^\d+$/, 'Code must contain only numbers'),
);

export const pinField = textField('PIN must be 4 digits', 'PIN').check(
  z.regex(/^\d{4}$/, 'PIN must be 4 digits'),
);

/** Runs an equality refinement even while other fields are invalid, so a mismatch shows at once. */
export function fieldsMatch<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
  message: string,
  reportOn: keyof T & string = second,
) {
  return z.refine<T>((value) => value[first] === value[second], {
    error: message,
    path: [reportOn],
    when: (payload) => {
      const value = payload.value as Partial<T> | undefined;
      return (
        typeof value?.[first] === 'string' && typeof value?.[second] === 'string' && value[second] !== ''
      );
    },
  });
}
