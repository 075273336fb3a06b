import type { User } from '@owo/core/contract';

/** Who signed in: enough to greet them and tie analytics to them. Never the token. */
export type LoginSuccessUser = Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>;

export interface LoginSuccessDetail {
  user: LoginSuccessUser;
}

/**
 * `owo-login` signed someone in with a verified email: the token is stored and the user cached, so every
 * Owo element on the page now shows their data. The widget then asks to navigate (owo-navigate).
 */
export class OwoLoginSuccessEvent extends Event {
  static readonly type = 'owo-login-success';
  readonly detail: LoginSuccessDetail;

  constructor(user: User) {
    super(OwoLoginSuccessEvent.type, { bubbles: true, composed: true });
    const { id, firstName, lastName, email } = user;
    this.detail = { user: { id, firstName, lastName, email } };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'owo-login-success': OwoLoginSuccessEvent;
  }
}
