import { type PointerEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Portal, PortalContainerContext } from '../../internal/portal';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { CONFIRM_DEFAULTS, SHEET_TWEEN } from '../constants';
import { modalStyles } from '../modal/modal';
import { useModalDialog } from '../modal/use-modal-dialog';
import { loadMotion } from './load-motion';
import css from './sheet.css?inline';
import { sheetDragOutcome, VelocityTracker } from './sheet-drag';

const styles = defineStyles(css);
const closedTransform = 'translateY(100%)';
const openTransform = 'translateY(0px)';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  onAfterClose?: () => void;
  title?: ReactNode;
  'aria-label'?: string;
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  /** Turns off drag-to-close (the handle still closes on a press). */
  disableDrag?: boolean;
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A bottom sheet (SPEC.md 9): slides up with a 0.2 s ease-out tween (motion, loaded lazily), up to 34 px
 * from the top; dragging its handle down closes it past 0.6 of its height or faster than 500 px/s.
 */
export function Sheet({
  open,
  onClose,
  onAfterClose,
  title,
  'aria-label': ariaLabel,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  disableDrag = false,
  closeLabel = CONFIRM_DEFAULTS.closeLabel,
  children,
}: SheetProps) {
  useStyles(modalStyles);
  useStyles(styles);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startY: number; offset: number; tracker: VelocityTracker } | null>(null);
  const dragged = useRef(false);
  const dialog = useModalDialog({
    open,
    onClose,
    onAfterClose,
    closeMs: SHEET_TWEEN.duration * 1000,
    closeOnOverlayClick,
    closeOnEscape,
  });

  // Fetch motion once a sheet exists on the page, so the first open does not wait for it.
  useEffect(() => {
    void loadMotion();
  }, []);

  const slide = (to: string) => {
    const element = panel.current;
    if (!element) return () => {};
    const from = element.style.transform || closedTransform;
    let stopped = false;
    let stop = () => {};
    void loadMotion().then(({ animate }) => {
      if (stopped) return;
      const animation = animate(element, { transform: [from, to] }, SHEET_TWEEN);
      stop = () => animation.stop();
      void animation.then(() => {
        if (!stopped) element.style.transform = to;
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  };

  const { mounted, state } = dialog;
  // biome-ignore lint/correctness/useExhaustiveDependencies: slide reads refs only; the state drives it.
  useLayoutEffect(() => {
    if (!mounted) return;
    return slide(state === 'open' ? openTransform : closedTransform);
  }, [mounted, state]);

  if (!mounted) return null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    dragged.current = false;
    if (disableDrag || !event.isPrimary) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const tracker = new VelocityTracker();
    tracker.add(event.clientY, event.timeStamp);
    drag.current = { startY: event.clientY, offset: 0, tracker };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || !panel.current) return;
    current.offset = Math.max(0, event.clientY - current.startY);
    current.tracker.add(event.clientY, event.timeStamp);
    if (current.offset > 4) dragged.current = true;
    panel.current.style.transform = `translateY(${current.offset}px)`;
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (!current || !panel.current || !dragged.current) return;
    const height = panel.current.getBoundingClientRect().height;
    const outcome = sheetDragOutcome({
      offset: current.offset,
      velocity: current.tracker.velocity(),
      height,
    });
    if (outcome === 'close') onClose();
    else slide(openTransform);
  };

  return (
    <Portal>
      <dialog
        {...dialog.dialogProps}
        className="owo-modal owo-sheet"
        part="sheet"
        data-state={state}
        aria-label={title ? undefined : ariaLabel}
        aria-labelledby={title ? titleId : undefined}
      >
        <div ref={panel} className="owo-sheet__panel" part="sheet-panel">
          <button
            type="button"
            className="owo-sheet__handle"
            aria-label={closeLabel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onClick={() => {
              // A press closes; the click that ends a drag does not.
              if (!dragged.current) onClose();
            }}
          >
            <span className="owo-sheet__indicator" />
          </button>
          {title && (
            <h2 id={titleId} className="owo-sheet__title">
              {title}
            </h2>
          )}
          <div className="owo-sheet__content">
            <PortalContainerContext value={dialog.element}>{children}</PortalContainerContext>
          </div>
        </div>
      </dialog>
    </Portal>
  );
}
