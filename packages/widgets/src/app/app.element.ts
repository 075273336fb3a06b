import { defineElement } from '../internal/define';
import '../notification-bell/notification-bell.element';
import '../pin-setup/pin-setup.element';
import '../theme-toggle/theme-toggle.element';
import { App } from './app';
import type { AppProps } from './app-props';
import css from './layout/layout.css?inline';

/**
 * The signed-in area as one element: a toggleable sidebar, a header (menu toggle, a 'Search...' box that
 * finds the services and settings pages, the notification bell, the theme toggle, a user menu with
 * the wallet balance, Profile, Security and Logout), a footer, and the /app screens of SPEC.md 2 and issue 7
 * (home with the balance, account number and latest transactions; send money to a user or a bank with
 * owo-send-money; add money; services and its seven pages; cards; history with filters and a receipt page
 * per transaction; notifications, 20 a page, which the bell's 'See all' opens; settings with six tabs;
 * unauthorized), each loaded on first visit. It routes
 * inside itself under `base` on the History API: deep links, back and forward work with no reload. Its own
 * links ask the page first with a cancelable owo-navigate: a host router that cancels it navigates itself
 * and sets `path`; with none the element pushes the history entry. Guards follow SPEC.md 4: a spinner
 * while the session loads, then owo-navigate to /auth/login (state `{ from }`) when signed out, to
 * /auth/verify-email when unverified, to `base`/unauthorized when a route's roles exclude the user. The
 * PIN modal opens by itself for a user with no PIN. Any logout on the page sends it to /auth/login.
 *
 * @tag owo-app
 *
 * @attr {string} base - The path the area lives under. Default '/app'.
 * @attr {string} path - The current path and query, for a host router to set after it navigates; default the browser's location.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme (a light/dark class or theme attribute on an ancestor).
 * @attr {string} title-template - Sets the document title on each screen, `%s` standing for the screen's name ('History', 'Send to bank'): e.g. "%s | Owo". Unset: the title is left alone.
 * @attr {'page' | 'event'} navigation - With "event", an owo-navigate to leave the area that nobody cancels does nothing (default: a page load).
 *
 * @event {OwoNavigateEvent} owo-navigate - Asks the page to go to `detail.to` (inside the area or to /auth/login with `detail.state.from`); cancel it to route yourself.
 * @event {OwoLogoutEvent} owo-logout - The session ended (`detail.reason`); dispatched on `document` once per sign-out.
 * @event {OwoTransferCompleteEvent} owo-transfer-complete - From the send-money screens' owo-send-money: a transfer completed.
 * @event {OwoTransferPendingEvent} owo-transfer-pending - From the send-money screens: a bank transfer waits for the bank.
 * @event {OwoTransferFailedEvent} owo-transfer-failed - From the send-money screens: the bank refused a transfer; the money is back.
 *
 * @csspart base - The layout.
 * @csspart sidebar - The side navigation.
 * @csspart header - The top bar.
 * @csspart search - The search form.
 * @csspart main - The screen.
 * @csspart footer - The footer.
 * @csspart user-button - The user menu's button.
 * @csspart user-menu - The user menu.
 * @csspart progress - The route progress bar.
 *
 * @cssproperty --owo-app-sidebar-width - Width of the sidebar. Default 15rem.
 */
export const OwoAppElement = defineElement('owo-app', App, {
  props: { base: 'string', path: 'string', navigation: 'string', titleTemplate: 'string' },
  styles: [css],
});

export interface OwoApp extends HTMLElement, AppProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-app': OwoApp;
  }
}
