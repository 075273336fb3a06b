import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '../contract';
import { isAuthenticatedUser } from '../session/is-authenticated';
import { watchSession } from '../session/revalidate';
import { useRuntime } from './use-runtime';

export interface SessionState {
  user: User | null;
  /** A user exists and has verified their email (SPEC.md 4). */
  isAuthenticated: boolean;
  /** The first check has not answered yet: show a spinner, not the login screen. */
  isLoading: boolean;
  /**
   * Nobody is known because Owo could not be reached (offline, Owo down), not because nobody signed in:
   * say "Can't reach Owo" with Retry (`session.refetch()`), not the login screen. Cleared by the next answer.
   */
  isUnreachable: boolean;
}

/**
 * The page's session, read from the session atom (no react-query: a page with only owo-login does not
 * load it). Until the first check has answered, it starts one; the session shares a check in flight, so
 * any number of roots mounting together ask the server once. While mounted, it keeps the session fresh.
 */
export function useSession(): SessionState {
  const { session } = useRuntime();
  const { user, checked, unreachable } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );
  useEffect(() => {
    // A failed check is an answer too: signed out. The session records it; nothing to show here.
    if (!checked) session.verifySession().catch(() => {});
  }, [session, checked]);
  // SPEC.md 7: re-checked every 5 minutes, on focus once stale, and on reconnect, while any widget shows it.
  useEffect(() => watchSession(session), [session]);
  return {
    user,
    isAuthenticated: isAuthenticatedUser(user),
    isLoading: !checked,
    isUnreachable: checked && unreachable && user === null,
  };
}
