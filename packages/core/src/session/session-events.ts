import { hashKey, type QueryClient } from '@tanstack/query-core';
import type { EventBus } from '../bus/event-bus';
import type { User } from '../contract';
import { queryKeys } from '../query/keys';

/**
 * Emits 'session:changed' whenever the cached user changes (login, a refetch, set-PIN) or the session
 * ends, so non-React listeners follow the same source of truth as useSession. Cache removal alone is not
 * an end: the garbage collector drops an unobserved user without anyone signing out.
 */
export function emitSessionChanges(queryClient: QueryClient, bus: EventBus): () => void {
  const sessionHash = hashKey(queryKeys.session);
  let last: User | null | undefined;
  const publish = (user: User | null) => {
    if (user === last) return;
    last = user;
    bus.emit('session:changed', { user });
  };
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== sessionHash) return;
    const data = event.query.state.data as User | null | undefined;
    if (data !== undefined) publish(data);
  });
  const offLogout = bus.on('session:logout', () => publish(null));
  return () => {
    offCache();
    offLogout();
  };
}
