import * as z from 'zod/mini';
import { referralCodeField } from '../rewards/referral-code';
import {
  countryCodeField,
  emailField,
  fieldsMatch,
  genderField,
  personNameField,
  phoneNumberField,
  strongPasswordField,
  usernameField,
} from './fields';
import { textField } from './text';

export const registerForm = z
  .object({
    username: usernameField,
    firstName: personNameField('First name'),
    lastName: personNameField('Last name'),
    email: emailField,
    phoneNumber: phoneNumberField,
    gender: genderField,
    password: strongPasswordField(),
    confirmPassword: textField('Confirm password is required', 'Confirm password').check(
      z.minLength(1, 'Please confirm your password'),
    ),
    countryCode: countryCodeField,
    terms: z.literal(true, { error: 'You must agree to the terms and conditions' }),
    /** A friend's referral code (issue 23), optional. */
    referralCode: z.optional(referralCodeField),
  })
  .check(fieldsMatch('password', 'confirmPassword', "Passwords don't match"));
export type RegisterForm = z.input<typeof registerForm>;
