import * as z from 'zod/mini';
import { frameThemeInput } from '../contract/frame';
import { transferQuoteBody } from './contract';

/**
 * What the page tells the frame's `transfer` view: the theme, and the transfer as the person filled it
 * in (no PIN). As for a bill (frameInput), the frame quotes it itself: the payee's name and the fee it
 * shows are the API's. A module of its own, so the payment's script carries none of the transfer schemas
 * and the transfer's none of the bill ones.
 */
export const transferFrameInput = z.discriminatedUnion('type', [
  frameThemeInput,
  z.object({ type: z.literal('transfer'), transfer: transferQuoteBody }),
]);
