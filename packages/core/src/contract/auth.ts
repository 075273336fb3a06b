import * as z from 'zod/mini';
import { successEnvelope } from './envelope';
import { GENDERS, LIMITS, otpField } from './fields';
import { forgotPasswordForm, loginForm, newPasswordForm, pinForm, registerForm } from './forms';
import { textField } from './text';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: z.enum(GENDERS),
  countryCode: z.string(),
  isEmailVerified: z.boolean(),
  isPinSet: z.boolean(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** An email in an API body other than registration: normalised, one plain message. */
export const emailAddress = textField('Please enter a valid email address', 'Email').check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(LIMITS.emailMax, 'Please enter a valid email address'),
  z.email({ error: 'Please enter a valid email address' }),
);

// Request bodies (SPEC.md 7; the bodies it does not show are fixed by issue 2).
export const registerBody = registerForm;
export const loginBody = loginForm;
export const verifyEmailBody = z.object({ email: emailAddress, otp: otpField });
export const emailBody = z.object({ email: emailAddress });
export const forgotPasswordBody = forgotPasswordForm;
export const verifyResetPasswordBody = z.object({ email: emailAddress, otp: otpField });
export const resetPasswordBody = z.extend(newPasswordForm, {
  resetToken: textField('Reset token is required', 'Reset token').check(
    z.minLength(1, 'Reset token is required'),
    z.maxLength(512, 'Reset token is invalid'),
  ),
});
export const setTransactionPinBody = pinForm;
export const logoutBody = z.object({
  allDevices: z._default(z.boolean({ error: 'allDevices must be true or false' }), false),
});

export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
export type EmailBody = z.input<typeof emailBody>;
export type VerifyResetPasswordBody = z.input<typeof verifyResetPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type LogoutBody = z.input<typeof logoutBody>;

// Responses.
export const messageResponse = z.object({ status: z.literal(true), message: z.string() });
export const registerResponse = successEnvelope(z.object({ user: z.object({ email: z.string() }) }));
export const loginResponse = successEnvelope(
  z.object({ user: userSchema, accessToken: z.optional(z.string()) }),
);
export const refreshResponse = z.object({
  status: z.boolean(),
  data: z.optional(z.object({ accessToken: z.string() })),
});
export const verifySessionResponse = successEnvelope(z.object({ user: userSchema }));
export const verifyResetPasswordResponse = successEnvelope(z.object({ resetToken: z.string() }));
export const setTransactionPinResponse = successEnvelope(userSchema);

export type LoginResponse = z.infer<typeof loginResponse>;
export type RefreshResponse = z.infer<typeof refreshResponse>;
