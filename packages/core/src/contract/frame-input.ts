import * as z from 'zod/mini';
import { billQuoteBody } from '../bills/contract';
import type { transferFrameInput } from '../transfers/frame-input';
import { frameThemeInput } from './frame';

/**
 * What the page tells the frame's `pay-bill` view: the theme, and the purchase as the person filled it
 * in. The frame quotes that itself and shows what the API answered, not what the page said. Apart from
 * the sign-in's inputs (frameThemeInput), which need none of the bill schemas.
 */
export const frameInput = z.discriminatedUnion('type', [
  frameThemeInput,
  z.object({ type: z.literal('bill'), bill: billQuoteBody }),
]);

/** Whatever a view takes from the page (transferFrameInput for a transfer), as the page sends it. */
export type FrameInput = z.input<typeof frameInput> | z.input<typeof transferFrameInput>;
/** An input as the frame has it once checked (trimmed and normalised by the contract). */
export type CheckedFrameInput = z.output<typeof frameInput> | z.output<typeof transferFrameInput>;
