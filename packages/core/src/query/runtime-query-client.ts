import { hashKey, type QueryClient } from '@tanstack/query-core';
import type { EventBus } from '../bus/event-bus';
import type { User } from '../contract';
import type { OwoRuntime } from '../runtime';
import type { Session } from '../session/session';
import { queryKeys } from './keys';
import { createQueryClient } from './query-client';

type QueryRuntime = Pick<OwoRuntime, 'bus' | 'session' | 'onDispose'>;

// Kept on globalThis, like the runtime itself, so two bundle copies sharing one runtime share its client.
const CLIENTS_KEY = Symbol.for('owo.runtime.queryClients');
const slot = globalThis as { [CLIENTS_KEY]?: WeakMap<object, QueryClient> };
const clients: WeakMap<object, QueryClient> = slot[CLIENTS_KEY] ?? new WeakMap();
slot[CLIENTS_KEY] = clients;

/**
 * The runtime's one TanStack QueryClient (DESIGN.md 1), made on first use so a page whose elements make
 * no query never loads query-core. The session's user is mirrored under ['auth','user'] (SPEC.md 3).
 */
export function getQueryClient(runtime: QueryRuntime): QueryClient {
  let client = clients.get(runtime);
  if (!client) {
    client = createQueryClient();
    clients.set(runtime, client);
    const offMirror = mirrorSession(client, runtime.session);
    const offClear = clearCacheOnLogout(client, runtime.bus);
    const created = client;
    runtime.onDispose(() => {
      offMirror();
      offClear();
      created.clear();
      clients.delete(runtime);
    });
  }
  return client;
}

/**
 * Keeps ['auth','user'] in step with the session atom, both ways: the atom's changes are written to the
 * cache, and a user written to the cache by hand (setQueryData) becomes the session's. Until the first
 * check answers the entry stays empty, so a session query observing it starts one.
 */
export function mirrorSession(
  client: QueryClient,
  session: Pick<Session, 'getSnapshot' | 'subscribe' | 'setUser'>,
): () => void {
  const sessionHash = hashKey(queryKeys.session);
  // The entry holds the session's own object, not a structurally shared copy, so the two stay one.
  client.setQueryDefaults(queryKeys.session, { structuralSharing: false });
  const copy = () => {
    const { user, checked } = session.getSnapshot();
    if (checked && client.getQueryData(queryKeys.session) !== user)
      client.setQueryData(queryKeys.session, user);
  };
  copy();
  const offAtom = session.subscribe(copy);
  const offCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== sessionHash) return;
    if (event.action.type !== 'success' || !event.action.manual) return;
    const user = event.query.state.data as User | null | undefined;
    if (user !== undefined && user !== session.getSnapshot().user) session.setUser(user);
  });
  return () => {
    offAtom();
    offCache();
  };
}

/**
 * Drops everything cached for the ended session. The user is set to null first because clear() alone
 * detaches queries silently: a mounted observer would keep showing the old user until it re-rendered.
 */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.session, null);
  queryClient.clear();
}

/** Whatever ended the session (the user, a failed refresh, another tab), nothing of it stays cached. */
export function clearCacheOnLogout(queryClient: QueryClient, bus: EventBus): () => void {
  return bus.on('session:logout', () => clearSessionCache(queryClient));
}
