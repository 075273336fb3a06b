import { defineElement } from '../internal/define';
import css from './reset-password.css?inline';
import { ResetPasswordOrFrame } from './reset-password-or-frame';
import type { ResetPasswordProps } from './reset-password-props';

/**
 * New password (SPEC.md 4 and 5): the new password and its confirmation, with SPEC.md's messages. It
 * uses the reset token `owo-verify-reset-password` received in this tab (never passed through the page);
 * without one it offers to get a new code. On success: the server's message as a toast,
 * `owo-password-reset`, and a request to go to `redirect-to`, else `login-path`.
 * On a page whose host is not the API's (a partner's site) the new password is typed in Owo's secrets
 * frame, an iframe of Owo's origin (allow it with `frame-src`), with the reset token a code step kept
 * there (without one, the frame asks for the email and the code first): the page hears
 * `owo-password-reset`, then the element asks to go to the sign-in. The parts below style the fields
 * on Owo's own site; in the frame only `frame` applies.
 *
 * @tag owo-reset-password
 *
 * @attr {{ email?: string }} state - Navigation state (JSON as an attribute), e.g. `{"email":"ada@example.com"}`; usually set as the `state` property by a router.
 * @attr {string} redirect-to - Where to go once the password is saved (a path on this site; anything else is ignored). Default: `login-path`.
 * @attr {string} login-path - The sign-in page (also the "Back to sign in" link). Default /auth/login.
 * @attr {string} forgot-password-path - Where to get a new code. Default /auth/forgot-password.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event owo-password-reset - The new password was saved; `detail.email` (or null). Never the password or token.
 * @event owo-navigate - Asks to go to sign-in; cancelable.
 *
 * @csspart base - The card.
 * @csspart header - Title and description.
 * @csspart title - The heading.
 * @csspart description - The line under the heading.
 * @csspart form - The form.
 * @csspart field - The wrapper of each field (label, control, hint, error).
 * @csspart input - Each password input.
 * @csspart submit-button - The "Reset password" button.
 * @csspart notice - The "enter the code first" message shown without a reset token.
 * @csspart link - Every link; also `login-link` and `forgot-password-link`.
 * @csspart footer - The line with the sign-in link.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe).
 *
 * @cssproperty --owo-auth-max-width - Width of the card. Default 28rem.
 * @cssproperty --owo-auth-padding - Padding of the card. Default 1.5rem.
 * @cssproperty --owo-auth-shadow - Shadow of the card. Default none.
 */
export const OwoResetPasswordElement = defineElement('owo-reset-password', ResetPasswordOrFrame, {
  props: {
    state: 'json',
    redirectTo: 'string',
    loginPath: 'string',
    forgotPasswordPath: 'string',
    navigation: 'string',
  },
  styles: [css],
});

export interface OwoResetPassword extends HTMLElement, ResetPasswordProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-reset-password': OwoResetPassword;
  }
}
