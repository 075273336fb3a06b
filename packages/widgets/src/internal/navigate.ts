import { useCallback } from 'react';
import { OwoNavigateEvent } from '../events/owo-navigate';
import { useHostElement } from './host-context';
import type { NavigationState } from './navigation-types';
import { getRuntime } from './runtime';

export type { NavigationMode, NavigationState } from './navigation-types';

export interface NavigateOptions {
  state?: NavigationState;
  replace?: boolean;
}

/** The part of `location` the fallback uses; a parameter so tests need not leave the page. */
export type PageLocation = Pick<Location, 'assign' | 'replace'>;

/**
 * Asks the page to go to `to` (DESIGN.md 4: navigation belongs to the host). Dispatches a cancelable
 * owo-navigate from the element and tells the page's bus; a router calls preventDefault() and routes
 * itself. If nobody does, a partner page with no router gets a plain page load of `to` (the state is
 * lost with it: the screens also find the email in storage), unless the element's `navigation`
 * attribute is "event", in which case the event is all that happens. Outside an element (a React
 * host rendering the component itself) nothing loads: the host routes from the bus's 'navigate'.
 *
 * Returns true when a listener handled it (cancelled the event).
 */
export function navigate(
  host: HTMLElement | null,
  to: string,
  { state, replace }: NavigateOptions = {},
  page: PageLocation = window.location,
): boolean {
  const detail = {
    to,
    ...(state === undefined ? {} : { state }),
    ...(replace === undefined ? {} : { replace }),
  };
  const handled = host ? !host.dispatchEvent(new OwoNavigateEvent(detail)) : false;
  // For in-page listeners (another widget, a progress bar): a notice, not a second chance to route.
  // A component a React host renders itself has no element: the bus is then its only channel.
  getRuntime().bus.emit('navigate', detail);
  if (!host || handled || host.getAttribute('navigation') === 'event') return handled;
  if (replace) page.replace(to);
  else page.assign(to);
  return false;
}

/** navigate() from the element this React tree renders into. */
export function useNavigate(): (to: string, options?: NavigateOptions) => boolean {
  const host = useHostElement();
  return useCallback((to: string, options?: NavigateOptions) => navigate(host, to, options), [host]);
}

/** The email in a navigation state a router handed over, if it holds one (it is the partner's value: check it). */
export function emailFromState(state: unknown): string | undefined {
  const email = (state as NavigationState | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}
