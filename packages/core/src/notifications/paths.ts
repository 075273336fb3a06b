/** SPEC.md 7's notification calls, relative to the configured apiBase. */
export const NOTIFICATIONS_PATH = 'api/v1/notifications';

export const notificationPaths = {
  list: NOTIFICATIONS_PATH,
  byId: (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`,
  read: (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`,
  readAll: `${NOTIFICATIONS_PATH}/read-all`,
  registerToken: `${NOTIFICATIONS_PATH}/register-token`,
} as const;
