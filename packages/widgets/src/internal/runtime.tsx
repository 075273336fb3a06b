/**
 * The widgets' one doorway to @owo/core's runtime: everything else in this package imports the
 * runtime from here, so a change in core's API is a change in this file only.
 */
import { RuntimeProvider } from '@owo/core/react';
import type { ReactNode } from 'react';

export {
  formatRelativeTime,
  getQueryClient,
  getRuntime,
  getThemeController,
  LIMITS,
  type LogoutReason,
  type Notification,
  type NotificationList,
  notificationKeys,
  notificationsApi,
  notificationsQueryOptions,
  pinConfirmForm,
  queryKeys,
  showToast,
  THEMES,
  type Theme,
  type ToastKind,
} from '@owo/core';
export { type SessionState, useBusEvent, useRuntime, useSession } from '@owo/core/react';

/** Gives an element's React root the page's shared runtime (session, bus, store). */
export function RuntimeBoundary({ children }: { children: ReactNode }) {
  return <RuntimeProvider>{children}</RuntimeProvider>;
}
