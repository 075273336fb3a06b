import * as z from 'zod/mini';
import { frameThemeInput, navigateOutcome, sizeOutcome } from './frame';

/**
 * The secrets frame's account views (sign-up, email code, password reset): what they and the page say
 * besides what every view says (frame.ts). Apart, so the sign-in's page and the payments' never carry
 * these schemas.
 */

/** An email the frame reports or is given: the person's own address, never a secret. */
const frameEmail = z.string().check(z.maxLength(254));
/** What the frame said (the server's words), for the page's toaster as on Owo's site. */
const frameMessage = z.string().check(z.maxLength(300));

/** The account screens' own events, for the partner page's element to fire as on Owo's site. */
export const accountOutcome = z.discriminatedUnion('type', [
  sizeOutcome,
  navigateOutcome,
  z.object({ type: z.literal('registered'), email: frameEmail, message: frameMessage }),
  z.object({ type: z.literal('email-verified'), email: frameEmail, message: frameMessage }),
  z.object({ type: z.literal('password-reset'), email: z.nullable(frameEmail), message: frameMessage }),
]);

/**
 * What the page tells an account view besides the theme: the email its element was given (an address
 * the code went to), never in the frame's URL.
 */
export const frameAccountInput = z.discriminatedUnion('type', [
  frameThemeInput,
  z.object({ type: z.literal('email'), email: frameEmail }),
]);
export type FrameAccountInput = z.infer<typeof frameAccountInput>;
