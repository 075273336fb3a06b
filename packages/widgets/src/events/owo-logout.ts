import type { LogoutReason } from '@owo/core';

export interface LogoutDetail {
  /** 'user': they chose to sign out; otherwise the session ended on its own (another tab, a failed refresh). */
  reason: LogoutReason;
}

/**
 * The session ended and every widget on the page has dropped its data. Dispatched on `document` once per
 * sign-out, whatever signed out (internal/page-session.ts). No token travels with it.
 */
export class OwoLogoutEvent extends Event {
  static readonly type = 'owo-logout';
  readonly detail: LogoutDetail;

  constructor(detail: LogoutDetail) {
    super(OwoLogoutEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-logout': OwoLogoutEvent;
  }
}
