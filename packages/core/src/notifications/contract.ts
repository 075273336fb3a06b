import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';

export const NOTIFICATION_TYPES = ['account', 'security', 'transaction', 'promotion', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponse = successEnvelope(
  z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number(),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
  }),
);
export type NotificationList = z.infer<typeof notificationListResponse>['data'];

export const notificationResponse = successEnvelope(z.object({ notification: notificationSchema }));
export const markReadResponse = successEnvelope(
  z.object({ notification: notificationSchema, unreadCount: z.number() }),
);
export const markAllReadResponse = successEnvelope(
  z.object({ updated: z.number(), unreadCount: z.number() }),
);
export const deleteNotificationResponse = successEnvelope(z.object({ id: z.string() }));
