import * as z from 'zod/mini';
import { LIMITS } from '../contract/fields';
import { textField } from '../contract/text';

// What clients send to the notification routes. Apart from the response shapes (contract.ts),
// which the widgets parse: only the API needs these, so no widget bundle carries them.

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
  id: textField('Notification id must be a UUID', 'Notification id').check(
    z.uuid({ error: 'Notification id must be a UUID' }),
  ),
});

export const PUSH_PLATFORMS = ['web', 'ios', 'android'] as const;
export const registerTokenBody = z.object({
  token: textField('Token is required', 'Token').check(
    z.minLength(1, 'Token is required'),
    z.maxLength(4096, 'Token cannot exceed 4096 characters'),
  ),
  platform: z.enum(PUSH_PLATFORMS, { error: 'Platform must be web, ios or android' }),
});
export type RegisterTokenBody = z.input<typeof registerTokenBody>;
/** Unregistering needs only the token (its owner's, from the access token). */
export const unregisterTokenBody = z.pick(registerTokenBody, { token: true });
export type UnregisterTokenBody = z.input<typeof unregisterTokenBody>;
