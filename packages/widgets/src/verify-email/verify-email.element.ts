import { defineElement } from '../internal/define';
import css from './verify-email.css?inline';
import { VerifyEmailOrFrame } from './verify-email-or-frame';
import type { VerifyEmailProps } from './verify-email-props';

/**
 * Verify email (SPEC.md 2, 4 and 5): the 6-digit code emailed at sign-up, one box per digit (only 0-9; a
 * paste is taken only if it is all digits, cut to 6). The email comes from the `email` attribute, else
 * the navigation state (`state` property, as `owo-login` and `owo-register` send it), else the pending
 * email Owo stored; with none of them the widget asks for it. A full code submits itself. "Resend code"
 * then waits `resend-cooldown` seconds. Once verified: a success toast, `owo-email-verified`, and a
 * request to go to `redirect-to`, else `login-path`.
 * On a page whose host is not the API's (a partner's site) the code is typed in Owo's secrets frame, an
 * iframe of Owo's origin (allow it with `frame-src`), which gets `email` over its port: the page hears
 * `owo-email-verified`, then the element asks to go on. The parts below style the fields on Owo's own
 * site; in the frame only `frame` applies.
 *
 * @tag owo-verify-email
 *
 * @attr {string} email - The address to verify. Wins over `state` and the stored pending email.
 * @attr {{ email?: string }} state - Navigation state (JSON as an attribute), e.g. `{"email":"ada@example.com"}`; usually set as the `state` property by a router.
 * @attr {string} redirect-to - Where to go once verified (a path on this site; anything else is ignored). Default: `login-path`.
 * @attr {string} login-path - The sign-in page (also the "Sign in" link). Default /auth/login.
 * @attr {number} resend-cooldown - Seconds before "Resend code" works again. Default 60.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event owo-email-verified - The code was accepted; `detail.email`.
 * @event owo-navigate - Asks to go to sign-in; cancelable.
 *
 * @csspart base - The card.
 * @csspart header - Title and description.
 * @csspart title - The heading.
 * @csspart description - The line naming the email.
 * @csspart form - The form.
 * @csspart field - The wrapper of the code boxes (and of the email field, when asked for).
 * @csspart input - The email field, when asked for.
 * @csspart submit-button - The "Verify email" button.
 * @csspart resend-button - The "Resend code" button.
 * @csspart link - Every link; also `login-link`.
 * @csspart footer - The line with the sign-in link.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe).
 *
 * @cssproperty --owo-auth-max-width - Width of the card. Default 28rem.
 * @cssproperty --owo-auth-padding - Padding of the card. Default 1.5rem.
 * @cssproperty --owo-auth-shadow - Shadow of the card. Default none.
 */
export const OwoVerifyEmailElement = defineElement('owo-verify-email', VerifyEmailOrFrame, {
  props: {
    email: 'string',
    state: 'json',
    redirectTo: 'string',
    loginPath: 'string',
    resendCooldown: 'number',
    navigation: 'string',
  },
  styles: [css],
});

export interface OwoVerifyEmail extends HTMLElement, VerifyEmailProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-verify-email': OwoVerifyEmail;
  }
}
