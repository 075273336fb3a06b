import type { User } from '../contract';
import { notificationKeys } from '../notifications/keys';
import type { Session } from '../session/session';
import { MINUTE, type QueryOptionsFor } from './query-options';

/**
 * The session's key, plus the notification keys under their first names (each feature's own keys live
 * in its folder: notifications/keys.ts, wallet/keys.ts ...).
 */
export const queryKeys = {
  /** SPEC.md 3: the user is cached under auth/user. */
  session: ['auth', 'user'] as const,
  notifications: notificationKeys.all,
  notificationList: notificationKeys.list,
};

/** The signed-in user (null: none); SPEC.md 7's session query. */
export function sessionQueryOptions(runtime: {
  session: Pick<Session, 'verifySession'>;
}): QueryOptionsFor<User | null, typeof queryKeys.session> {
  return {
    queryKey: queryKeys.session,
    queryFn: () => runtime.session.verifySession(),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    refetchInterval: 5 * MINUTE,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
  };
}
