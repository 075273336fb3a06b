import type { ToastKind } from '@owo/core';
import { getRuntime, showToast } from '../../internal/runtime';

function show(kind: ToastKind) {
  return (message: string): string => showToast(getRuntime().bus, kind, message);
}

/**
 * Shows a toast in the page's toaster (any <owo-toaster> on the page: the bus is shared), from anywhere:
 * `toast.success('Saved')`. Returns the toast's id.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
