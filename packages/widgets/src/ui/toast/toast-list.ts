import type { ToastKind } from '../../internal/runtime';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
}

/** Newest last; a repeated id (the same toast announced twice) is ignored. */
export function addToast(list: readonly ToastItem[], toast: ToastItem): readonly ToastItem[] {
  return list.some((item) => item.id === toast.id) ? list : [...list, toast];
}

export function removeToast(list: readonly ToastItem[], id: string): readonly ToastItem[] {
  return list.filter((item) => item.id !== id);
}
