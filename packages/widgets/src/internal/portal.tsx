import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where overlays (modal, sheet, dropdown, toasts) render: the element's shadow root, or the open
 * dialog they sit in. Never document.body: the styles live in the shadow root, and the page is the partner's.
 */
export const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

export function usePortalContainer(): Element | DocumentFragment | null {
  return useContext(PortalContainerContext);
}

/** Renders its children into the portal container; in place when there is none. */
export function Portal({ children }: { children: ReactNode }) {
  const container = usePortalContainer();
  return container ? createPortal(children, container) : children;
}
