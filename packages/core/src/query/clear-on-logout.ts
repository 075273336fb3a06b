import type { QueryClient } from '@tanstack/query-core';
import type { EventBus } from '../bus/event-bus';
import { queryKeys } from './keys';

/**
 * Drops everything cached for the ended session. The user is set to null first because clear() alone
 * detaches queries silently: a mounted useSession would keep showing the old user until it re-rendered.
 */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.session, null);
  queryClient.clear();
}

/** Whatever ended the session (the user, a failed refresh, another tab), nothing of it stays cached. */
export function clearCacheOnLogout(queryClient: QueryClient, bus: EventBus): () => void {
  return bus.on('session:logout', () => clearSessionCache(queryClient));
}
