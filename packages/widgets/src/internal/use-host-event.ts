import { useCallback } from 'react';
import { useHostElement } from './host-context';

/**
 * Returns a function that dispatches a public event (one of the classes in src/events) from the host
 * element, where the embedding page listens. It returns false when a listener called preventDefault().
 * Outside an element there is no one to tell, so the event counts as not cancelled.
 */
export function useHostEvent(): (event: Event) => boolean {
  const host = useHostElement();
  return useCallback((event: Event) => host?.dispatchEvent(event) ?? true, [host]);
}
