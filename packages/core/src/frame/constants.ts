/**
 * The secrets frame's fixed names, apart from its schemas: the runtime sends the header, and a module
 * this small costs the pages that never show a frame nothing.
 */

/** Where Owo serves the frame: `?parent=<the partner page's origin>&view=<view>&theme=<theme>`. */
export const FRAME_PATH = '/embed/v1/frame';

/**
 * Sent by the frame's own requests (same-origin on Owo): the partner page it is embedded in, so the
 * refresh cookie is the partner's partitioned one and a payment counts as made through that partner.
 */
export const FRAME_PARENT_HEADER = 'owo-frame-parent';

/**
 * What the frame shows: one of the account screens that take a password or a code (named after the
 * element that shows it on Owo's own site; each goes on to the next screen inside the frame), a bill
 * payment's or a transfer's review and PIN, or the setting of a new PIN.
 */
export const FRAME_VIEWS = [
  'login',
  'register',
  'verify-email',
  'forgot-password',
  'verify-reset-password',
  'reset-password',
  'pay-bill',
  'transfer',
  'pin-setup',
] as const;
export type FrameView = (typeof FRAME_VIEWS)[number];
