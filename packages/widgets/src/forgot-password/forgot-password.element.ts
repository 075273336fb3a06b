import { defineElement } from '../internal/define';
import css from './forgot-password.css?inline';
import { ForgotPasswordOrFrame } from './forgot-password-or-frame';
import type { ForgotPasswordProps } from './forgot-password-props';

/**
 * Forgot password (SPEC.md 5): asks for the account's email and has a reset code sent to it. The API
 * answers the same whether or not an account exists, so the widget says "If an account exists for this
 * email, we've sent a code" and asks to go to `verify-reset-password-path` with `{ email }` as the state
 * (also kept in this tab for a partner page with no router).
 * On a page whose host is not the API's (a partner's site) the whole reset (the email, the code, the new
 * password) is in Owo's secrets frame, an iframe of Owo's origin (allow it with `frame-src`), the reset
 * token kept there: the page hears `owo-password-reset`, then the element asks to go to the sign-in.
 * The parts below style the fields on Owo's own site; in the frame only `frame` applies.
 *
 * @tag owo-forgot-password
 *
 * @attr {string} verify-reset-password-path - The code step. Default /auth/verify-reset-password.
 * @attr {string} login-path - The "Back to sign in" link. Default /auth/login.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event owo-navigate - Asks to go to the code step with `{ email }`; cancelable.
 *
 * @csspart base - The card.
 * @csspart header - Title and description.
 * @csspart title - The heading.
 * @csspart description - The line under the heading.
 * @csspart form - The form.
 * @csspart field - The wrapper of the email field.
 * @csspart input - The email input.
 * @csspart submit-button - The "Send code" button.
 * @csspart link - Every link; also `login-link`.
 * @csspart footer - The line with the sign-in link.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe).
 *
 * @cssproperty --owo-auth-max-width - Width of the card. Default 28rem.
 * @cssproperty --owo-auth-padding - Padding of the card. Default 1.5rem.
 * @cssproperty --owo-auth-shadow - Shadow of the card. Default none.
 */
export const OwoForgotPasswordElement = defineElement('owo-forgot-password', ForgotPasswordOrFrame, {
  props: { verifyResetPasswordPath: 'string', loginPath: 'string', navigation: 'string' },
  styles: [css],
});

export interface OwoForgotPassword extends HTMLElement, ForgotPasswordProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-forgot-password': OwoForgotPassword;
  }
}
