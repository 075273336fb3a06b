import {
  deleteNotificationResponse,
  markAllReadResponse,
  markReadResponse,
  type Notification,
  type NotificationList,
  notificationListResponse,
  notificationResponse,
  type RegisterTokenBody,
} from '../contract';
import type { HttpClient } from '../http/client';
import { NOTIFICATIONS_PATH } from '../http/endpoints';

export interface NotificationsApi {
  list(params?: { limit?: number; page?: number }): Promise<NotificationList>;
  get(id: string): Promise<Notification>;
  markRead(id: string): Promise<{ notification: Notification; unreadCount: number }>;
  markAllRead(): Promise<{ updated: number; unreadCount: number; message: string }>;
  remove(id: string): Promise<void>;
  registerToken(body: RegisterTokenBody): Promise<void>;
}

const byId = (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`;

/** SPEC.md 7's notification calls (base /api/v1/notifications). */
export function createNotificationsApi(http: HttpClient): NotificationsApi {
  return {
    async list({ limit = 10, page = 1 } = {}) {
      const res = await http.get(NOTIFICATIONS_PATH, {
        searchParams: { limit, page },
        schema: notificationListResponse,
      });
      return res.data;
    },
    async get(id) {
      const res = await http.get(byId(id), { schema: notificationResponse });
      return res.data.notification;
    },
    async markRead(id) {
      const res = await http.patch(`${byId(id)}/read`, {
        schema: markReadResponse,
        fallbackMessage: 'Failed to mark notification as read',
      });
      return res.data;
    },
    async markAllRead() {
      const res = await http.patch(`${NOTIFICATIONS_PATH}/read-all`, {
        schema: markAllReadResponse,
        fallbackMessage: 'Failed to mark all notifications as read',
      });
      return { ...res.data, message: res.message ?? 'All notifications marked as read' };
    },
    async remove(id) {
      await http.delete(byId(id), { schema: deleteNotificationResponse });
    },
    async registerToken(body) {
      await http.post(`${NOTIFICATIONS_PATH}/register-token`, { json: body });
    },
  };
}
