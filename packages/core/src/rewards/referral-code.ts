import * as z from 'zod/mini';

// Apart from the rewards contract: the registration form needs only this, and importing that contract
// would bring the transaction schemas (which its responses are made of) to every sign-in page.

/** A referral code: 8 letters and digits, without the ones people misread (0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referralCodeField = z
  .pipe(
    z.string({ error: 'Referral code must be text' }),
    z.transform((value) => value.trim().toUpperCase()),
  )
  .check(z.regex(/^[A-Z0-9]{8}$/, 'This referral code is not valid'));
