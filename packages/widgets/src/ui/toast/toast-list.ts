import type { ToastKind } from '@owo/core';
import { TOAST_MAX_SHOWN } from '../constants';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
}

/**
 * Newest last; a repeated id (the same toast announced twice) is ignored. At most `max` stay: a new
 * toast pushes the oldest out, so a burst never covers the page.
 */
export function addToast(
  list: readonly ToastItem[],
  toast: ToastItem,
  max = TOAST_MAX_SHOWN,
): readonly ToastItem[] {
  return list.some((item) => item.id === toast.id) ? list : [...list, toast].slice(-max);
}

export function removeToast(list: readonly ToastItem[], id: string): readonly ToastItem[] {
  return list.filter((item) => item.id !== id);
}
