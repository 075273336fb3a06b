import { useEffect, useRef, useState } from 'react';
import { TOASTERS, toasterSlot } from '../internal/failure';
import { useBusEvent } from '../internal/runtime';
import { TOAST_DURATION_MS } from '../ui/constants';
import { addToast, removeToast, type ToastItem } from '../ui/toast/toast-list';
import { ToastStack } from '../ui/toast/toast-stack';
import type { ToasterProps } from './toaster-props';

// Ids already on screen in this page, so catching up (below) never shows a toast twice.
const shown = new Set<string>();

/** Shows every 'toast:show' on the page's bus: from any widget, core's error handling, or toast.success(). */
export function Toaster({ duration }: ToasterProps) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  // While it is here, the elements leave their failures to it (internal/failure.tsx).
  useEffect(() => {
    toasterSlot[TOASTERS] = (toasterSlot[TOASTERS] ?? 0) + 1;
    return () => {
      toasterSlot[TOASTERS] = (toasterSlot[TOASTERS] ?? 1) - 1;
    };
  }, []);
  // notify 'recent': toasts sent in the last few seconds before this element mounted (another widget
  // upgraded first) are all shown on arrival, not only the last one.
  useBusEvent(
    'toast:show',
    (toast) => {
      if (shown.has(toast.id)) return;
      shown.add(toast.id);
      setToasts((list) => addToast(list, toast));
    },
    { notify: 'recent' },
  );
  // A sign-in (no one signed in, then someone) closes the auth screens' toasts ("Incorrect email…",
  // "Check your email…"): they are over. The first answer, on load, is not a sign-in.
  const signedIn = useRef<boolean | undefined>(undefined);
  useBusEvent('session:changed', ({ user }) => {
    if (signedIn.current === false && user) setToasts([]);
    signedIn.current = user !== null;
  });
  const ms =
    duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : TOAST_DURATION_MS;
  return (
    <ToastStack
      toasts={toasts}
      duration={ms}
      onDismiss={(id) => setToasts((list) => removeToast(list, id))}
    />
  );
}
