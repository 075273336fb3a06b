import type { Placement } from '@floating-ui/dom';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { deepActiveElement, tabbables } from '../../internal/focus';
import { Portal } from '../../internal/portal';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import css from './dropdown.css?inline';

const styles = defineStyles(css);
const ITEM = '.owo-dropdown__item:not(:disabled)';

/** floating-ui, on first need: hovering or focusing a trigger starts the download, opening waits for it. */
const loadPosition = () => import('./position');
const preloadPosition = () => {
  loadPosition().catch(() => {}); // a failed download is tried again on open
};

/** The trigger's ARIA state, its click handler and the anchoring ref: spread them onto the button. */
export type DropdownTriggerProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void };

export interface DropdownProps {
  /** Renders the button that toggles the panel; spread the props onto it. */
  trigger: (props: DropdownTriggerProps, open: boolean) => ReactNode;
  /** The panel's accessible name. */
  label: string;
  /** 'menu' for a list of actions (arrow keys move, role=menu); 'dialog' for a panel of content. */
  role?: 'menu' | 'dialog';
  placement?: Placement;
  /** Controlled use; uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}

interface DropdownContextValue {
  role: 'menu' | 'dialog';
  active: HTMLElement | null;
  setActive: (item: HTMLElement) => void;
  /** Closes the panel and gives focus back to the trigger. */
  close: () => void;
}

const DropdownContext = createContext<DropdownContextValue | null>(null);

/**
 * A click-to-open panel anchored to its trigger (positioned by floating-ui): closes on an outside click,
 * Escape or choosing an item; arrow keys move between items; rendered into the shadow root (or the open
 * dialog), never into document.body. Focus moves into the panel on open and back to the trigger on
 * Escape or a choice. floating-ui's positioning (@floating-ui/dom) loads when a panel first opens, or as
 * the pointer or focus reaches a trigger. The interaction layer is ours: @floating-ui/react's would add ~10 KB to every page
 * with the bell for what these few handlers do.
 */
export function Dropdown({
  trigger,
  label,
  role = 'dialog',
  placement = 'bottom-end',
  open: controlledOpen,
  onOpenChange,
  className,
  children,
}: DropdownProps) {
  useStyles(styles);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [active, setActive] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const latestSetOpen = useRef(setOpen);
  latestSetOpen.current = setOpen;

  // Placed beside the trigger once floating-ui has loaded: transparent until then (a frame at most once it
  // is cached), but already focusable, so focus and the arrow keys never wait on the download.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    setPlaced(false);
    const reference = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !reference || !panel) return;
    let current = true;
    let stop: (() => void) | undefined;
    loadPosition().then(
      ({ anchorPanel }) => {
        if (current) stop = anchorPanel(reference, panel, placement, () => setPlaced(true));
      },
      // Not placed is better than not shown: the panel opens where the page's flow puts it.
      () => current && setPlaced(true),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [open, placement]);

  const closeAndReturnFocus = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // On open, focus goes to the first item (a menu) or the first control (a dialog), else the panel.
  useEffect(() => {
    if (!open) {
      setActive(null);
      return;
    }
    const frame = requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (!panel) return;
      const first = panel.querySelector<HTMLElement>(ITEM) ?? tabbables(panel)[0] ?? panel;
      first.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // A press anywhere but the trigger and the panel closes it: in the page, or elsewhere in the element.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (path.some((node) => node === panelRef.current || node === triggerRef.current)) return;
      latestSetOpen.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const moveFocus = (panel: HTMLElement, step: 1 | -1) => {
    const items = [...panel.querySelectorAll<HTMLElement>(ITEM)];
    if (items.length === 0) return;
    const current = items.indexOf(deepActiveElement() as HTMLElement);
    const next =
      current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
    items[next]?.focus();
  };

  // The panel is portalled to the end of the shadow root, so Tab would not lead from it to what follows
  // the trigger. Tab past its last control (or Shift+Tab before its first) closes it and moves on from
  // the trigger instead.
  const onTab = (event: KeyboardEvent<HTMLElement>) => {
    const panel = event.currentTarget;
    const items = tabbables(panel);
    const edge = event.shiftKey ? items[0] : items.at(-1);
    if (edge && deepActiveElement() !== edge) return;
    const reference = triggerRef.current;
    if (!reference) return;
    event.preventDefault();
    const order = tabbables(reference.getRootNode() as ParentNode).filter((el) => !panel.contains(el));
    const next = event.shiftKey ? reference : (order[order.indexOf(reference) + 1] ?? reference);
    next.focus();
    setOpen(false);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndReturnFocus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Tab') {
      onTab(event);
    }
  };

  const triggerProps: DropdownTriggerProps = {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    onPointerEnter: preloadPosition,
    onFocus: preloadPosition,
    'aria-haspopup': role,
    'aria-expanded': open,
    ...(open && { 'aria-controls': panelId }),
    onClick: () => setOpen(!open),
    // Focus reaches the panel a frame after it opens; an Escape pressed before that (the trigger still
    // focused) closes the panel too, and never the modal or page around it.
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!open || event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      closeAndReturnFocus();
    },
  };

  return (
    <>
      {trigger(triggerProps, open)}
      {open && (
        <Portal>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: role is menu or dialog, both interactive */}
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a menu and a dialog both take aria-label */}
          <div
            ref={panelRef}
            id={panelId}
            role={role}
            aria-label={label}
            tabIndex={-1}
            className={['owo-dropdown', className].filter(Boolean).join(' ')}
            part="dropdown"
            data-placed={placed || undefined}
            onKeyDown={onPanelKeyDown}
          >
            <DropdownContext value={{ role, active, setActive, close: closeAndReturnFocus }}>
              {children}
            </DropdownContext>
          </div>
        </Portal>
      )}
    </>
  );
}

export interface DropdownItemProps {
  onSelect?: () => void;
  /** Keep the panel open after this item is chosen. */
  keepOpen?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** An item of a Dropdown: reachable with the arrow keys, closes the panel when chosen. */
export function DropdownItem({
  onSelect,
  keepOpen = false,
  disabled,
  className,
  children,
}: DropdownItemProps) {
  const dropdown = useContext(DropdownContext);
  const ref = useRef<HTMLButtonElement>(null);
  if (!dropdown) throw new Error('<DropdownItem> must be inside a <Dropdown>.');
  const isActive = ref.current !== null && dropdown.active === ref.current;
  return (
    <button
      ref={ref}
      type="button"
      role={dropdown.role === 'menu' ? 'menuitem' : undefined}
      className={['owo-dropdown__item', className].filter(Boolean).join(' ')}
      data-active={isActive || undefined}
      // One stop in the tab order: the panel's arrow keys move between items.
      tabIndex={isActive ? 0 : -1}
      disabled={disabled}
      onFocus={(event) => dropdown.setActive(event.currentTarget)}
      onClick={() => {
        onSelect?.();
        if (!keepOpen) dropdown.close();
      }}
    >
      {children}
    </button>
  );
}
