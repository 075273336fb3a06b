import { defineElement } from '../internal/define';
import { NotificationBell } from './notification-bell';
import css from './notification-bell.css?inline';
import type { NotificationBellProps } from './notification-bell-props';

/**
 * The notification bell: a button with the unread count (shown only above 0, and part of its accessible
 * name) that opens a panel titled 'Notifications' with the signed-in user's latest notifications, each
 * with its title and how long ago it came. Clicking an unread one, or its 'Mark as read' button, marks it
 * read at once (put back if the server refuses); 'Mark all as read' shows while any are unread. It shares
 * the page's session: signed out, the bell is disabled (the header keeps its layout); a sign-in anywhere on
 * the page (an `owo-login`, another tab) loads that user's notifications, and a sign-out empties it.
 *
 * @tag owo-notification-bell
 *
 * @attr {number} limit - How many notifications the panel shows. Default 5; at most 50.
 * @attr {string} see-all-href - Where every notification is listed (e.g. /app/notifications): the panel ends with a 'See all notifications' link to it (`part="see-all"`; owo-app routes it with owo-navigate).
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme (a light/dark class or theme attribute on an ancestor).
 *
 * @event {OwoNotificationReadEvent} owo-notification-read - The server marked a notification read (`detail.id`), or all of them (`detail.all`); `detail.unreadCount` is the new count.
 *
 * @csspart button - The bell button.
 * @csspart badge - The unread count on the bell.
 * @csspart dropdown - The panel.
 * @csspart header - The panel's title row, with 'Mark all as read'.
 * @csspart list - The list of notifications.
 * @csspart item - One notification.
 * @csspart mark-read-button - An item's 'Mark as read' button.
 * @csspart see-all - The 'See all notifications' link (with `see-all-href`).
 *
 * @cssproperty --owo-bell-size - Width and height of the bell button. Default 2.5rem.
 * @cssproperty --owo-bell-badge-color - The badge's background. Default the danger colour.
 * @cssproperty --owo-bell-badge-text-color - The badge's text colour.
 * @cssproperty --owo-bell-read-color - Background of read notifications. Default a light grey (dark grey in dark mode).
 */
export const OwoNotificationBellElement = defineElement('owo-notification-bell', NotificationBell, {
  props: { limit: 'number', seeAllHref: 'string' },
  styles: [css],
});

export interface OwoNotificationBell extends HTMLElement, NotificationBellProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-notification-bell': OwoNotificationBell;
  }
}
