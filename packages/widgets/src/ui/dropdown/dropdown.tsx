import {
  autoUpdate,
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { createContext, type KeyboardEvent, type ReactNode, useContext, useRef, useState } from 'react';
import { deepActiveElement, tabbables } from '../../internal/focus';
import { usePortalContainer } from '../../internal/portal';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import css from './dropdown.css?inline';

const styles = defineStyles(css);

/** floating-ui's reference props (aria-expanded, aria-haspopup, handlers) and the anchoring ref. */
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
  activeIndex: number | null;
  getItemProps: ReturnType<typeof useInteractions>['getItemProps'];
  close: () => void;
}

const DropdownContext = createContext<DropdownContextValue | null>(null);

/**
 * A click-to-open panel anchored to its trigger (floating-ui): closes on an outside click, Escape or
 * selecting an item; arrow keys move between items; rendered into the shadow root (or the open dialog).
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
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const container = usePortalContainer();

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  // The panel is portalled to the end of the shadow root, so Tab would not lead from it to what follows
  // the trigger. Tab past its last item (or Shift+Tab before its first) closes it and moves on from the
  // trigger instead. Focus moves before closing, so floating-ui does not pull it back to the trigger.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab') return;
    const items = tabbables(event.currentTarget);
    const edge = event.shiftKey ? items[0] : items.at(-1);
    if (edge && deepActiveElement() !== edge) return;
    const reference = refs.domReference.current;
    if (!(reference instanceof HTMLElement)) return;
    event.preventDefault();
    const panelElement = event.currentTarget;
    const order = tabbables(reference.getRootNode() as ParentNode).filter((el) => !panelElement.contains(el));
    const next = event.shiftKey ? reference : (order[order.indexOf(reference) + 1] ?? reference);
    next.focus();
    setOpen(false);
  };

  const panel = open && (
    // Focus moves into the panel on open. No focus guards (here or on the portal): they are aria-hidden yet
    // focusable (axe: aria-hidden-focus); onPanelKeyDown keeps the tab order instead.
    <FloatingFocusManager context={context} modal={false} guards={false}>
      <div
        ref={refs.setFloating}
        className={['owo-dropdown', className].filter(Boolean).join(' ')}
        part="dropdown"
        style={floatingStyles}
        {...getFloatingProps({
          'aria-label': label,
          onKeyDown: onPanelKeyDown,
          // useListNavigation adds aria-orientation, which role=dialog does not allow (axe: aria-allowed-attr).
          'aria-orientation': role === 'menu' ? 'vertical' : undefined,
        })}
      >
        <FloatingList elementsRef={listRef}>
          <DropdownContext value={{ role, activeIndex, getItemProps, close: () => setOpen(false) }}>
            {children}
          </DropdownContext>
        </FloatingList>
      </div>
    </FloatingFocusManager>
  );

  return (
    <>
      {trigger({ ref: refs.setReference, ...getReferenceProps() } as DropdownTriggerProps, open)}
      {/* Never FloatingPortal without a root: its default is document.body. */}
      {panel && container ? (
        <FloatingPortal root={container as HTMLElement | ShadowRoot} preserveTabOrder={false}>
          {panel}
        </FloatingPortal>
      ) : (
        panel
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
  const { ref, index } = useListItem();
  if (!dropdown) throw new Error('<DropdownItem> must be inside a <Dropdown>.');
  const active = dropdown.activeIndex === index;
  return (
    <button
      ref={ref}
      type="button"
      role={dropdown.role === 'menu' ? 'menuitem' : undefined}
      className={['owo-dropdown__item', className].filter(Boolean).join(' ')}
      data-active={active || undefined}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      {...dropdown.getItemProps({
        onClick() {
          onSelect?.();
          if (!keepOpen) dropdown.close();
        },
      })}
    >
      {children}
    </button>
  );
}
