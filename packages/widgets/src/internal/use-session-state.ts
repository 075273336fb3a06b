import { useReducer } from 'react';
import { type SessionState, useBusEvent, useSession } from './runtime';

/**
 * useSession that also re-renders on every 'session:changed'. Ending a session clears the whole query
 * cache, which leaves mounted queries watching entries no longer in it; when the cached user was already
 * null, nothing re-renders to re-attach them, and a later sign-in would go unseen. The re-render here
 * attaches the session query, and the element's other queries, to what the sign-in cached.
 */
export function useSessionState(): SessionState {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useBusEvent('session:changed', rerender);
  return useSession();
}
