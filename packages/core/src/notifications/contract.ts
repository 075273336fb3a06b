import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { LIMITS } from '../contract/fields';

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

function boundedInt(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z._default(
    z.coerce
      .number({ error: message })
      .check(z.int({ error: message }), z.gte(min, message), z.lte(max, message)),
    fallback,
  );
}

export const notificationListQuery = z.object({
  limit: boundedInt('limit', 1, LIMITS.notificationsMaxPageSize, LIMITS.notificationsPageSize),
  page: boundedInt('page', 1, 100_000, 1),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationIdParams = z.object({
  id: z.string().check(z.uuid({ error: 'Notification id must be a UUID' })),
});

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

export const PUSH_PLATFORMS = ['web', 'ios', 'android'] as const;
export const registerTokenBody = z.object({
  token: z
    .string({ error: 'Token is required' })
    .check(z.minLength(1, 'Token is required'), z.maxLength(4096, 'Token cannot exceed 4096 characters')),
  platform: z.enum(PUSH_PLATFORMS, { error: 'Platform must be web, ios or android' }),
});
export type RegisterTokenBody = z.input<typeof registerTokenBody>;
