import * as z from 'zod/mini';
import { sizeOutcome } from './frame';

/**
 * The secrets frame's money views: what a payment's (a bill's, a transfer's) and the PIN setup's frame
 * tell the page besides their size (frame.ts). Apart, so the sign-in's page never carries them.
 */

/** A payment's frame: the person went back to the details (`edit`), or the frame paid. */
export const paymentOutcome = z.discriminatedUnion('type', [
  sizeOutcome,
  z.object({ type: z.literal('edit') }),
  z.object({
    type: z.literal('paid'),
    reference: z.string().check(z.maxLength(100)),
    // A status's name; the page reads the payment itself by its reference (and the transaction
    // schemas would weigh on every partner page that shows a frame).
    status: z.string().check(z.regex(/^[a-z]{1,20}$/)),
  }),
]);

/** The PIN setup's frame: the person has a transaction PIN now. */
export const pinSetupOutcome = z.discriminatedUnion('type', [
  sizeOutcome,
  z.object({ type: z.literal('pin-set') }),
]);
