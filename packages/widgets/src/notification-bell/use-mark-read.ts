import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OwoNotificationReadEvent } from '../events/owo-notification-read';
import {
  type NotificationList,
  notificationKeys,
  notificationsApi,
  showToast,
  useRuntime,
} from '../internal/runtime';
import { useHostEvent } from '../internal/use-host-event';
import { withAllRead, withRead, withServerRead } from './notification-cache';

export const ALL_READ_MESSAGE = 'All notifications marked as read';

// Every cached notification list (any limit, any page, any bell on the page) sees the change.
const lists = { queryKey: notificationKeys.all };

/**
 * Applies `change` to every cached list at once, runs `call`, then lets `settle` apply the server's
 * answer; if the call fails the lists go back and are fetched again (another change may have landed
 * meanwhile). Core has already toasted the failure: the server's message, else SPEC.md 8's
 * 'Failed to mark notification as read' / 'Failed to mark all notifications as read'.
 */
async function optimistically<T>(
  queryClient: QueryClient,
  change: (list: NotificationList) => NotificationList,
  call: () => Promise<T>,
  settle: (result: T) => void,
): Promise<void> {
  // A list request already on its way would overwrite the change with the old state.
  await queryClient.cancelQueries(lists);
  const previous = queryClient.getQueriesData<NotificationList>(lists);
  queryClient.setQueriesData<NotificationList>(lists, (list) => list && change(list));
  try {
    settle(await call());
  } catch {
    for (const [key, list] of previous) queryClient.setQueryData(key, list);
    void queryClient.invalidateQueries(lists);
  }
}

/** Marking one or all notifications read: the lists change at once and go back if the call fails. */
export function useMarkRead() {
  const runtime = useRuntime();
  const { bus } = runtime;
  const notifications = notificationsApi(runtime);
  const queryClient = useQueryClient();
  const dispatchHostEvent = useHostEvent();
  const [markingAll, setMarkingAll] = useState(false);

  const markRead = (id: string) =>
    void optimistically(
      queryClient,
      (list) => withRead(list, id),
      () => notifications.markRead(id),
      ({ notification, unreadCount }) => {
        queryClient.setQueriesData<NotificationList>(
          lists,
          (list) => list && withServerRead(list, notification, unreadCount),
        );
        dispatchHostEvent(new OwoNotificationReadEvent({ id, all: false, unreadCount }));
      },
    );

  const markAllRead = async () => {
    setMarkingAll(true);
    await optimistically(
      queryClient,
      withAllRead,
      () => notifications.markAllRead(),
      ({ unreadCount }) => {
        // Anything that arrived since counts again.
        queryClient.setQueriesData<NotificationList>(lists, (list) => list && { ...list, unreadCount });
        showToast(bus, 'success', ALL_READ_MESSAGE);
        dispatchHostEvent(new OwoNotificationReadEvent({ id: null, all: true, unreadCount }));
      },
    );
    setMarkingAll(false);
  };

  return { markRead, markAllRead, markingAll };
}
