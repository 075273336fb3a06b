import { useReducer } from 'react';
import { type SessionState, useBusEvent, useSession } from './runtime';

/**
 * useSession (which follows the session atom by itself) that also re-renders on every 'session:changed',
 * for the element's react-query queries. Ending a session clears the whole query cache, which leaves
 * mounted queries watching entries no longer in it; when nothing else changed, nothing would re-render to
 * re-attach them, and a later sign-in would go unseen. The re-render here attaches them to what the
 * sign-in cached.
 */
export function useSessionState(): SessionState {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useBusEvent('session:changed', rerender);
  return useSession();
}
