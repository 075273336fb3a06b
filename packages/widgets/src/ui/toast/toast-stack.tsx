import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Portal } from '../../internal/portal';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { useLatest } from '../../internal/use-latest';
import { TOAST_DURATION_MS } from '../constants';
import { PausableTimer } from './pausable-timer';
import type { ToastItem } from './toast-list';
import css from './toast-stack.css?inline';

const styles = defineStyles(css);

const icons: Record<ToastItem['kind'], string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M7 7l10 10M17 7L7 17',
  warning: 'M12 6v8M12 17.5v.5',
  info: 'M12 10.5v7M12 6.5v.5',
};

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Each toast closes itself after this long; hovering or focusing it pauses the countdown. */
  duration?: number;
  label?: string;
}

/**
 * The toast stack (SPEC.md 9): top-end (at the bottom on a phone, clear of the header), newest at the
 * bottom, at most three, no confirm button, each toast closing after
 * `duration` with a progress bar. It is a manual popover, so it sits in the top layer, above any open
 * modal dialog on the page, whatever the partner's z-indexes.
 */
export function ToastStack({
  toasts,
  onDismiss,
  duration = TOAST_DURATION_MS,
  label = 'Notifications',
}: ToastStackProps) {
  useStyles(styles);
  const stack = useRef<HTMLElement>(null);
  const shown = useRef(0);

  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || typeof element.showPopover !== 'function') return;
    const isOpen = element.matches(':popover-open');
    if (toasts.length === 0) {
      if (isOpen) element.hidePopover();
    } else if (toasts.length > shown.current || !isOpen) {
      // Re-showing moves the stack to the top of the top layer, above a dialog opened since.
      if (isOpen) element.hidePopover();
      element.showPopover();
    }
    shown.current = toasts.length;
  }, [toasts]);

  return (
    <Portal>
      <section ref={stack} className="owo-toasts" part="toasts" aria-label={label} popover="manual">
        {toasts.map((item) => (
          <Toast key={item.id} toast={item} duration={duration} onDismiss={onDismiss} />
        ))}
      </section>
    </Portal>
  );
}

function Toast({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastItem;
  duration: number;
  onDismiss: (id: string) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const [timer, setTimer] = useState<PausableTimer | null>(null);
  const dismiss = useLatest(() => onDismiss(toast.id));

  useEffect(() => {
    const next = new PausableTimer(duration, () => dismiss.current());
    setTimer(next);
    return () => next.cancel();
  }, [duration, dismiss]);

  useEffect(() => {
    if (paused) timer?.pause();
    else timer?.resume();
  }, [paused, timer]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the countdown; focus does too.
    <div
      className="owo-toast"
      part="toast"
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <svg
        className="owo-toast__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d={icons[toast.kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="owo-toast__message">{toast.message}</p>
      <button
        type="button"
        className="owo-toast__close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="owo-toast__progress" style={{ animationDuration: `${duration}ms` }} />
    </div>
  );
}
