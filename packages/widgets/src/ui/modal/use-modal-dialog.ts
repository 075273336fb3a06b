import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { deepActiveElement, tabbables, trapTab } from '../../internal/focus';
import { lockPageScroll } from '../../internal/scroll-lock';
import { useLatest } from '../../internal/use-latest';

export interface ModalDialogOptions {
  open: boolean;
  /** Asked to close: Escape, an overlay click, a close button. The owner decides by setting `open`. */
  onClose: () => void;
  /** Runs once the close animation has finished and the dialog is gone. */
  onAfterClose?: (() => void) | undefined;
  /** How long the dialog stays mounted after `open` turns false, for its close animation. */
  closeMs: number;
  closeOnOverlayClick?: boolean | undefined;
  closeOnEscape?: boolean | undefined;
  /** Focused on open; otherwise the first tabbable element, otherwise the dialog. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

export interface ModalDialog {
  /** Render the dialog while this is true (open, or playing its close animation). */
  mounted: boolean;
  /** For `data-state`: 'closed' while the close animation runs. */
  state: 'open' | 'closed';
  /** The open dialog element, for overlays nested in it to render into. */
  element: HTMLDialogElement | null;
  dialogProps: {
    ref: (node: HTMLDialogElement | null) => (() => void) | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
    'aria-modal': true;
  };
}

/**
 * The behaviour every modal surface shares (modal, bottom sheet, confirmation dialog): a native
 * <dialog> shown modally (top layer, so no ancestor's overflow or z-index can hide it), focus moved in,
 * trapped and restored, Escape and overlay clicks routed to onClose, page scroll locked, and a delayed
 * unmount for the close animation. The dialog element itself is the overlay: a click whose target is
 * the dialog landed outside the panel.
 */
export function useModalDialog(options: ModalDialogOptions): ModalDialog {
  const { open, closeMs, closeOnOverlayClick = true, closeOnEscape = true, initialFocus } = options;
  const [wasOpen, setWasOpen] = useState(open);
  const [closing, setClosing] = useState(false);
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }

  const latest = useLatest(options);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setClosing(false);
      latest.current.onAfterClose?.();
    }, closeMs);
    return () => clearTimeout(timer);
  }, [closing, closeMs, latest]);

  const ref = useCallback(
    (dialog: HTMLDialogElement | null) => {
      if (!dialog) return undefined;
      const previous = deepActiveElement();
      const unlock = lockPageScroll();
      if (!dialog.open) dialog.showModal();
      const target = initialFocus?.current ?? tabbables(dialog)[0] ?? dialog;
      target.focus();
      setElement(dialog);
      return () => {
        // Closed before React removes it: while it is modal the rest of the page is inert and unfocusable.
        dialog.close();
        unlock();
        setElement(null);
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      };
    },
    [initialFocus],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        // Handled here, not by the browser's close request, so a dialog that must stay open does.
        event.preventDefault();
        event.stopPropagation();
        if (closeOnEscape) latest.current.onClose();
      } else {
        trapTab(event.nativeEvent, event.currentTarget);
      }
    },
    [closeOnEscape, latest],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && closeOnOverlayClick) latest.current.onClose();
    },
    [closeOnOverlayClick, latest],
  );

  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => event.preventDefault(), []);

  return {
    mounted: open || closing,
    state: open ? 'open' : 'closed',
    element,
    dialogProps: { ref, onKeyDown, onClick, onCancel, 'aria-modal': true },
  };
}
