export interface EmailVerifiedDetail {
  /** The address that is now verified. The person still has to sign in. */
  email: string;
}

/** `owo-verify-email` had its code accepted. The widget then asks to navigate to sign-in. */
export class OwoEmailVerifiedEvent extends Event {
  static readonly type = 'owo-email-verified';
  readonly detail: EmailVerifiedDetail;

  constructor(detail: EmailVerifiedDetail) {
    super(OwoEmailVerifiedEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-email-verified': OwoEmailVerifiedEvent;
  }
}
