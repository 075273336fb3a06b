/** The kit's figures, from SPEC.md sections 2 and 9, in one place so tests can assert them. */

export const MODAL_MAX_WIDTH_PX = 400;
export const MODAL_CLOSE_MS = 300;

export const SHEET_TWEEN = { ease: 'easeOut', duration: 0.2 } as const;
export const SHEET_DRAG_VELOCITY_THRESHOLD = 500;
export const SHEET_DRAG_CLOSE_THRESHOLD = 0.6;
export const SHEET_TOP_OFFSET_PX = 34;

export const TOAST_DURATION_MS = 10_000;
/** At most this many toasts show at once: a new one pushes the oldest out. */
export const TOAST_MAX_SHOWN = 3;

export const OTP_LENGTH = 6;
export const PIN_LENGTH = 4;

export type LoaderType = 'clip' | 'pulse' | 'beat';
export type LoaderSize = 'small' | 'medium' | 'large';
/** Loader sizes in px: clip is the ring's diameter; pulse and beat, each dot's. */
export const LOADER_SIZES: Record<LoaderSize, { clip: number; dot: number }> = {
  small: { clip: 25, dot: 10 },
  medium: { clip: 35, dot: 15 },
  large: { clip: 50, dot: 20 },
};
export const LOADER_COLORS = { light: '#161326', dark: '#C0FAA0' } as const;

export const TOAST_ICON_COLORS_DARK = { success: '#10B981', error: '#EF4444' } as const;

export const PROGRESS = { minimum: 0.1, speedMs: 500, trickleMs: 200, routeDoneMs: 500 } as const;

export const CONFIRM_DEFAULTS = {
  confirmText: 'OK',
  denyText: 'No',
  cancelText: 'Cancel',
  closeLabel: 'Close this dialog',
  showCancel: true,
} as const;

export const DIALOG_INPUT_ERRORS = { email: 'Invalid email address', url: 'Invalid URL' } as const;
