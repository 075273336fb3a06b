import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import {
  deleteNotificationResponse,
  markAllReadResponse,
  markReadResponse,
  type Notification,
  type NotificationList,
  notificationListResponse,
  notificationResponse,
} from './contract';
import { notificationPaths } from './paths';
import type { RegisterTokenBody } from './requests';

export interface NotificationsApi {
  list(params?: { limit?: number; page?: number }): Promise<NotificationList>;
  get(id: string): Promise<Notification>;
  markRead(id: string): Promise<{ notification: Notification; unreadCount: number }>;
  markAllRead(): Promise<{ updated: number; unreadCount: number; message: string }>;
  remove(id: string): Promise<void>;
  registerToken(body: RegisterTokenBody): Promise<void>;
}

/** SPEC.md 7's notification calls (base /api/v1/notifications). */
export function createNotificationsApi(http: HttpClient): NotificationsApi {
  return {
    async list({ limit = 10, page = 1 } = {}) {
      const res = await http.get(notificationPaths.list, {
        searchParams: { limit, page },
        schema: notificationListResponse,
      });
      return res.data;
    },
    async get(id) {
      const res = await http.get(notificationPaths.byId(id), { schema: notificationResponse });
      return res.data.notification;
    },
    async markRead(id) {
      const res = await http.patch(notificationPaths.read(id), {
        schema: markReadResponse,
        fallbackMessage: 'Failed to mark notification as read',
      });
      return res.data;
    },
    async markAllRead() {
      const res = await http.patch(notificationPaths.readAll, {
        schema: markAllReadResponse,
        fallbackMessage: 'Failed to mark all notifications as read',
      });
      return { ...res.data, message: res.message ?? 'All notifications marked as read' };
    },
    async remove(id) {
      await http.delete(notificationPaths.byId(id), { schema: deleteNotificationResponse });
    },
    async registerToken(body) {
      await http.post(notificationPaths.registerToken, { json: body });
    },
  };
}

/** The page's notifications API, built on first use: `notificationsApi(getRuntime()).list()`. */
export const notificationsApi = featureApi(createNotificationsApi);
