import type { Notification, NotificationList } from '../internal/runtime';

/** The list with one notification read, its unread count lowered if it was unread here. */
export function withRead(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((item) => item.id === id);
  if (!target || target.isRead) return list;
  return {
    ...list,
    notifications: list.notifications.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

/** The list with everything read and nothing unread. */
export function withAllRead(list: NotificationList): NotificationList {
  if (list.unreadCount === 0 && list.notifications.every((item) => item.isRead)) return list;
  return {
    ...list,
    notifications: list.notifications.map((item) => (item.isRead ? item : { ...item, isRead: true })),
    unreadCount: 0,
  };
}

/** The list after the server's answer: its copy of the notification and its unread count. */
export function withServerRead(
  list: NotificationList,
  notification: Notification,
  unreadCount: number,
): NotificationList {
  return {
    ...list,
    notifications: list.notifications.map((item) => (item.id === notification.id ? notification : item)),
    unreadCount,
  };
}

/** The page size the bell asks for: `limit` when it is a whole number the API accepts, else 5. */
export function bellPageSize(limit: number | undefined, fallback: number, max: number): number {
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 ? Math.min(limit, max) : fallback;
}

/** The badge's text: the count, '99+' beyond 99. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
