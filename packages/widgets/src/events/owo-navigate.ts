export interface NavigateDetail {
  /** The path the widget wants to go to, e.g. '/auth/verify-email'. */
  to: string;
  /** Navigation state for the target screen (e.g. { email }); never a token, PIN or password. */
  state?: unknown;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * A widget asks the page to navigate. The page's router decides: call preventDefault() to handle it
 * yourself; if nobody does, the widget falls back to its own default (a `redirect-*` attribute or a
 * plain page load).
 */
export class OwoNavigateEvent extends Event {
  static readonly type = 'owo-navigate';
  readonly detail: NavigateDetail;

  constructor(detail: NavigateDetail) {
    super(OwoNavigateEvent.type, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-navigate': OwoNavigateEvent;
  }
}
