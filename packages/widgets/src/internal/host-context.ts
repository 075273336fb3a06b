import { createContext, useContext } from 'react';

export interface HostContextValue {
  /** The custom element the partner placed on the page. */
  readonly host: HTMLElement;
  /** Its open shadow root: where styles are adopted and overlays render. */
  readonly root: ShadowRoot;
}

/** Provided by every element's React root; null when a kit piece renders in a plain React tree. */
export const HostContext = createContext<HostContextValue | null>(null);

/** The element this React tree renders into, or null outside an Owo element. */
export function useHostElement(): HTMLElement | null {
  return useContext(HostContext)?.host ?? null;
}
