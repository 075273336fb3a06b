export interface NotificationReadDetail {
  /** The notification now read, or null when `all` is true. */
  id: string | null;
  /** Every notification was marked read at once ('Mark all as read'). */
  all: boolean;
  /** The user's unread count now, as the server reports it: for a badge of your own. */
  unreadCount: number;
}

/** The server has marked a notification (or all of them) read; fired after it answered, not before. */
export class OwoNotificationReadEvent extends Event {
  static readonly type = 'owo-notification-read';
  readonly detail: NotificationReadDetail;

  constructor(detail: NotificationReadDetail) {
    super(OwoNotificationReadEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-notification-read': OwoNotificationReadEvent;
  }
}
