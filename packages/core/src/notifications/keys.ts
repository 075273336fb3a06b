import type { FeatureRuntime } from '../feature/feature-api';
import { MINUTE, type QueryOptionsFor } from '../query/query-options';
import { notificationsApi } from './api';
import type { NotificationList } from './contract';

export interface NotificationListParams {
  limit?: number;
  page?: number;
}

/** Every notification list lives under ['notifications'], so one invalidation reaches them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: { limit: number; page: number }) => ['notifications', 'list', params] as const,
};

/** SPEC.md 7: the notification list is stale after a minute. */
export function notificationsQueryOptions(
  runtime: FeatureRuntime,
  { limit = 10, page = 1 }: NotificationListParams = {},
): QueryOptionsFor<NotificationList, ReturnType<typeof notificationKeys.list>> {
  return {
    queryKey: notificationKeys.list({ limit, page }),
    queryFn: () => notificationsApi(runtime).list({ limit, page }),
    staleTime: MINUTE,
  };
}
