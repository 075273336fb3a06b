import * as z from 'zod/mini';
import { fieldsMatch, LIMITS, lenientEmailField, otpField, pinField, strongPasswordField } from './fields';
import { textField } from './text';

const USERNAME_OR_EMAIL = /^(?:[A-Za-z0-9_]{3,30}|[^\s@]+@[^\s@]+\.[^\s@]{2,})$/;

/**
 * Login. SPEC.md 5 words the identifier rule as 'Invalid username or email address'; the API
 * accepts a username or an email (issue 2), so both shapes pass here.
 */
export const loginForm = z.object({
  identifier: textField('Invalid username or email address', 'Username or email').check(
    z.trim(),
    z.maxLength(LIMITS.emailMax, 'Invalid username or email address'),
    z.regex(USERNAME_OR_EMAIL, 'Invalid username or email address'),
  ),
  // Sign-in keeps a wider cap than the 100 of a new password: an account whose password was set
  // before reset had a maximum must still get in. Anything settable now is well inside it.
  password: textField('Password must be at least 6 characters', 'Password').check(
    z.minLength(LIMITS.loginPasswordMin, 'Password must be at least 6 characters'),
    z.maxLength(1024, 'Password is too long'),
  ),
  rememberMe: z._default(z.boolean({ error: 'Remember me must be true or false' }), false),
});
export type LoginForm = z.input<typeof loginForm>;

// Registration's form is a module of its own, so a page without owo-register (owo-login's) leaves it out.
export { type RegisterForm, registerForm } from './register-form';

export const forgotPasswordForm = z.object({ email: lenientEmailField });
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;

export const newPasswordForm = z
  .object({
    newPassword: strongPasswordField(),
    confirmNewPassword: textField('Please confirm your password', 'Confirm password').check(
      z.minLength(1, 'Please confirm your password'),
    ),
  })
  .check(fieldsMatch('newPassword', 'confirmNewPassword', 'Passwords do not match'));
export type NewPasswordForm = z.input<typeof newPasswordForm>;

export const otpForm = z.object({ otp: otpField });
export type OtpForm = z.input<typeof otpForm>;

export const pinForm = z.object({ pin: pinField });
export type PinForm = z.input<typeof pinForm>;

/** The confirm step: SPEC.md 4 reports 'PINs do not match' on pin. */
export const pinConfirmForm = z
  .object({ pin: pinField, confirmPin: pinField })
  .check(fieldsMatch('pin', 'confirmPin', 'PINs do not match', 'pin'));
export type PinConfirmForm = z.input<typeof pinConfirmForm>;

/** Dialog input validators (SPEC.md 5). */
export const dialogEmailInput = /* @__PURE__ */ (() =>
  z.string().check(z.email({ error: 'Invalid email address' })))();
export const dialogUrlInput = /* @__PURE__ */ (() =>
  z.string().check(z.url({ protocol: /^https?$/, error: 'Invalid URL' })))();
