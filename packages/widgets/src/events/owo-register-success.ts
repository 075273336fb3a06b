export interface RegisterSuccessDetail {
  /** The address the verification code went to, lower-cased as stored. */
  email: string;
  /** What the widget showed: the server's message, by default 'Please check your email to verify your account'. */
  message: string;
}

/**
 * `owo-register` created the account and a verification code was emailed. The widget then asks to
 * navigate to verify-email with `{ email }` as the state.
 */
export class OwoRegisterSuccessEvent extends Event {
  static readonly type = 'owo-register-success';
  readonly detail: RegisterSuccessDetail;

  constructor(detail: RegisterSuccessDetail) {
    super(OwoRegisterSuccessEvent.type, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-register-success': OwoRegisterSuccessEvent;
  }
}
