import * as z from 'zod/mini';
import { userSchema } from '../contract/auth';
import { successEnvelope } from '../contract/envelope';
import {
  emailField,
  fieldsMatch,
  otpField,
  personNameField,
  phoneNumberField,
  pinField,
} from '../contract/fields';
import { loginForm, newPasswordForm } from '../contract/forms';
import { textField } from '../contract/text';

// Settings (issue 22): Profile, Security and Preference, under /api/v1/me. Requests reuse SPEC.md 5's
// fields and messages; a "current password" is checked like the sign-in one (a person may still have a
// password set before today's rules).

/** The password a person already has: the sign-in rule (SPEC.md 5, min 6). */
const currentPasswordField = loginForm.shape.password;

// Profile.

/** GET /me, PATCH /me, POST /me/email/verify: the user, and the address waiting for its code (if any). */
export const meResponse = successEnvelope(
  z.object({ user: userSchema, pendingEmail: z.nullable(z.string()) }),
);
export type Me = z.infer<typeof meResponse>['data'];

/** PATCH /me: any of the three; the username and email are not changed here. */
export const updateProfileBody = z
  .object({
    firstName: z.optional(personNameField('First name')),
    lastName: z.optional(personNameField('Last name')),
    phoneNumber: z.optional(phoneNumberField),
  })
  .check(
    z.refine((value) => Object.values(value).some((field) => field !== undefined), {
      error: 'Change at least one of first name, last name or phone number',
      path: ['_form'],
    }),
  );
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** POST /me/email: a code goes to the new address, a notice to the old one. */
export const changeEmailBody = z.object({ newEmail: emailField, password: currentPasswordField });
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/** POST /me/email/verify: the code sent to the new address. */
export const verifyEmailChangeBody = z.object({ otp: otpField });
export type VerifyEmailChangeBody = z.input<typeof verifyEmailChangeBody>;

// Security.

/** POST /me/password: the current password, then the new one under the reset rules (SPEC.md 5). */
export const changePasswordBody = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordForm.shape.newPassword,
    confirmNewPassword: newPasswordForm.shape.confirmNewPassword,
  })
  .check(
    fieldsMatch('newPassword', 'confirmNewPassword', 'Passwords do not match'),
    z.refine((value) => value.newPassword !== value.currentPassword, {
      error: 'Your new password must be different from the current one',
      path: ['newPassword'],
      when: (payload) => {
        const value = payload.value as Partial<Record<string, unknown>> | undefined;
        return typeof value?.newPassword === 'string' && typeof value?.currentPassword === 'string';
      },
    }),
  );
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** POST /me/pin: the current PIN (wrong ones count toward the PIN lock) and the new one. */
export const changePinBody = z.object({ currentPin: pinField, newPin: pinField }).check(
  z.refine((value) => value.newPin !== value.currentPin, {
    error: 'Your new PIN must be different from the current one',
    path: ['newPin'],
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined;
      return typeof value?.newPin === 'string' && typeof value?.currentPin === 'string';
    },
  }),
);
export type ChangePinBody = z.input<typeof changePinBody>;

/** POST /me/pin/reset: the password; a code is then emailed. */
export const pinResetBody = z.object({ password: currentPasswordField });
export type PinResetBody = z.input<typeof pinResetBody>;

/** POST /me/pin/reset/verify: the emailed code and the new PIN; this also lifts a PIN lock. */
export const pinResetVerifyBody = z.object({ otp: otpField, newPin: pinField });
export type PinResetVerifyBody = z.input<typeof pinResetVerifyBody>;

/** One signed-in device ("Chrome on Windows"); `place` only when known; `current` marks this one. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  place: z.nullable(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof sessionSchema>;
export const sessionListResponse = successEnvelope(z.object({ sessions: z.array(sessionSchema) }));

// Read by the API only: the annotation lets the widgets' bundles drop it (and zod's UUID check with it).
export const sessionIdParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ textField('Session id must be a UUID', 'Session id').check(
    z.uuid({ error: 'Session id must be a UUID' }),
  ),
});

export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'pin_changed',
  'pin_reset',
  'pin_locked',
  'email_changed',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Recent security activity, newest first. `device` is null where none was involved (a PIN lock). */
export const securityEventSchema = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  device: z.nullable(z.string()),
  place: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventListResponse = successEnvelope(z.object({ events: z.array(securityEventSchema) }));
export const SECURITY_EVENTS_LIMIT = 50;

// Preference.

const channels = z.object({
  inApp: z.boolean({ error: 'inApp must be true or false' }),
  email: z.boolean({ error: 'email must be true or false' }),
});
const SECURITY_ALWAYS_ON = 'Security notifications are always on';

/**
 * GET and PUT /me/preferences. Money alerts by email are on by default; promotions cover the newsletter
 * and offers; security notifications cannot be turned off (a PUT saying so is a 422).
 */
export const preferencesSchema = z.object({
  hideBalance: z.boolean({ error: 'hideBalance must be true or false' }),
  notifications: z.object({
    money: channels,
    promotions: channels,
    security: z.object({
      inApp: z.literal(true, { error: SECURITY_ALWAYS_ON }),
      email: z.literal(true, { error: SECURITY_ALWAYS_ON }),
    }),
  }),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesResponse = successEnvelope(preferencesSchema);

export const DEFAULT_PREFERENCES: Preferences = {
  hideBalance: false,
  notifications: {
    money: { inApp: true, email: true },
    promotions: { inApp: true, email: false },
    security: { inApp: true, email: true },
  },
};
