export interface PasswordResetDetail {
  /** The account's address when the widget knows it (it came through the reset steps), else null. */
  email: string | null;
}

/**
 * `owo-reset-password` saved the new password; every other session of the account was signed out. The
 * widget then asks to navigate to sign-in. Never carries the password or the reset token.
 */
export class OwoPasswordResetEvent extends Event {
  static readonly type = 'owo-password-reset';
  readonly detail: PasswordResetDetail;

  constructor(detail: PasswordResetDetail) {
    super(OwoPasswordResetEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-password-reset': OwoPasswordResetEvent;
  }
}
