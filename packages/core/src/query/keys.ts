import type { QueryObserverOptions } from '@tanstack/query-core';
import type { NotificationList, User } from '../contract';
import type { NotificationsApi } from '../notifications/api';
import type { Session } from '../session/session';

const MINUTE = 60_000;

export const queryKeys = {
  /** SPEC.md 3: the user is cached under auth/user. */
  session: ['auth', 'user'] as const,
  notifications: ['notifications'] as const,
  notificationList: (params: { limit: number; page: number }) => ['notifications', 'list', params] as const,
};

type QueryOptionsFor<T, K extends readonly unknown[]> = QueryObserverOptions<T, Error, T, T, K>;

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

export interface NotificationListParams {
  limit?: number;
  page?: number;
}

export function notificationsQueryOptions(
  runtime: { notifications: Pick<NotificationsApi, 'list'> },
  { limit = 10, page = 1 }: NotificationListParams = {},
): QueryOptionsFor<NotificationList, ReturnType<typeof queryKeys.notificationList>> {
  return {
    queryKey: queryKeys.notificationList({ limit, page }),
    queryFn: () => runtime.notifications.list({ limit, page }),
    staleTime: MINUTE,
  };
}
