import * as z from 'zod/mini';
import { FRAME_VIEWS } from '../frame/constants';

export { FRAME_PARENT_HEADER, FRAME_PATH, FRAME_VIEWS, type FrameView } from '../frame/constants';

/**
 * The secrets frame (DESIGN.md, "Secrets stay on their origin"): on a partner's page, what takes a
 * password, a code or a PIN, and the review of a payment, is a page Owo serves into an iframe. This is
 * what the two sides say to each other, checked on arrival by whoever receives it.
 */

export const frameTheme = z.enum(['light', 'dark']);
export type FrameTheme = z.infer<typeof frameTheme>;

/** An origin as `URL.origin` spells it (http or https, nothing after the port). */
export function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** GET /embed/v1/frame's query. */
export const frameQuery = z.object({
  parent: z.string().check(z.maxLength(200), z.refine(isWebOrigin, 'parent must be an origin')),
  view: z.enum(FRAME_VIEWS),
  theme: z.optional(frameTheme),
});
export type FrameQuery = z.infer<typeof frameQuery>;

/**
 * The handshake, over window.postMessage with an exact target origin both ways: the frame says it is
 * ready, and the page answers with a MessageChannel port; everything after goes over that port.
 */
export const frameReadyMessage = z.object({ owo: z.literal('frame-ready') });
export const frameConnectMessage = z.object({ owo: z.literal('frame-connect') });

/**
 * The frame's links to screens the partner page shows itself, at the paths its element was given: the
 * account screens a view does not go on to itself (the sign-in's "Create an account", a verified
 * email's "Sign in").
 */
export const FRAME_LINKS = ['login', 'register', 'forgot-password'] as const;

export const sizeOutcome = z.object({
  type: z.literal('size'),
  height: z.number().check(z.nonnegative(), z.lte(10_000)),
});
export const navigateOutcome = z.object({ type: z.literal('navigate'), to: z.enum(FRAME_LINKS) });
const signedIn = z.object({ type: z.literal('signed-in') });

/**
 * What the frame tells the page: outcomes only, never a secret. `size` is the frame's content height;
 * `navigate` a link the person followed; `edit` the person went back to the details; `paid` the
 * payment (a bill or a transfer) the frame made; `pin-set` the person has a transaction PIN now.
 * Each kind of view has its own list, which its page checks what arrives against, and carries only
 * that list's schemas: the sign-in's here, a payment's and the PIN setup's in frame-money.ts, the
 * other account screens' in frame-account.ts (every list together: frame-outcome.ts).
 */
export const signInOutcome = z.discriminatedUnion('type', [sizeOutcome, navigateOutcome, signedIn]);

/** What the page tells every view of the frame: the theme it shows, as it changes. */
export const frameThemeInput = z.object({ type: z.literal('theme'), theme: frameTheme });
