import * as z from 'zod/mini';

// Apart from the rewards contract, and made of checks rather than a transform: the registration form
// uses it, and whatever zod parts it needs, every element sharing the form's chunks (owo-login) loads.

/** A referral code: 8 letters and digits, without the ones people misread (0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Trimmed and upper-cased, so a code read aloud or typed in small letters still counts. */
export const referralCodeField = z
  .string({ error: 'Referral code must be text' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{8}$/, 'This referral code is not valid'));
