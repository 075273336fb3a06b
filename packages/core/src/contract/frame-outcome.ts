import * as z from 'zod/mini';
import { signInOutcome } from './frame';
import { accountOutcome } from './frame-account';
import { paymentOutcome, pinSetupOutcome } from './frame-money';

/**
 * Every outcome any view of the secrets frame may send: the frame's side (its types) and tests. A page
 * checks against its view's own list (signInOutcome, accountOutcome, paymentOutcome, pinSetupOutcome).
 */
export const frameOutcome = z.union([signInOutcome, accountOutcome, paymentOutcome, pinSetupOutcome]);
export type FrameOutcome = z.infer<typeof frameOutcome>;
