import { useQuery } from '@tanstack/react-query';
import type { User } from '../contract';
import { sessionQueryOptions } from '../query/keys';
import { isAuthenticatedUser } from '../session/is-authenticated';
import { useRuntime } from './use-runtime';

export interface SessionState {
  user: User | null;
  /** A user exists and has verified their email (SPEC.md 4). */
  isAuthenticated: boolean;
  /** The first check has not answered yet: show a spinner, not the login screen. */
  isLoading: boolean;
}

export function useSession(): SessionState {
  const runtime = useRuntime();
  const query = useQuery(sessionQueryOptions(runtime));
  const user = query.data ?? null;
  return { user, isAuthenticated: isAuthenticatedUser(user), isLoading: query.isPending };
}
