import { defineElement } from '../internal/define';
import css from './verify-reset-password.css?inline';
import { VerifyResetPasswordOrFrame } from './verify-reset-password-or-frame';
import type { VerifyResetPasswordProps } from './verify-reset-password-props';

/**
 * The password-reset code (SPEC.md 5 and 8): one box per digit (only 0-9; a paste is taken only if it
 * is all digits, cut to 6), a full code submits itself, "Resend code" then waits `resend-cooldown`
 * seconds. The email comes from the `email` attribute, else the navigation state (`state` property),
 * else the one `owo-forgot-password` kept in this tab; with none the widget asks for it. On success: the
 * toast "Code verified successfully" and a request to go to `reset-password-path` with `{ email }`. The
 * reset token is handed to `owo-reset-password` inside this tab (sessionStorage), never in the event,
 * the state or the URL.
 * On a page whose host is not the API's (a partner's site) the code and the new password are typed in
 * Owo's secrets frame, an iframe of Owo's origin (allow it with `frame-src`), the reset token kept there:
 * the page hears `owo-password-reset`, then the element asks to go to the sign-in. The parts below
 * style the fields on Owo's own site; in the frame only `frame` applies.
 *
 * @tag owo-verify-reset-password
 *
 * @attr {string} email - The account's address. Wins over `state` and the kept one.
 * @attr {{ email?: string }} state - Navigation state (JSON as an attribute), e.g. `{"email":"ada@example.com"}`; usually set as the `state` property by a router.
 * @attr {string} reset-password-path - The new-password step. Default /auth/reset-password.
 * @attr {string} forgot-password-path - The "Start again" link. Default /auth/forgot-password.
 * @attr {number} resend-cooldown - Seconds before "Resend code" works again. Default 60.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event owo-navigate - Asks to go to the new-password step with `{ email }`; cancelable.
 *
 * @csspart base - The card.
 * @csspart header - Title and description.
 * @csspart title - The heading.
 * @csspart description - The line naming the email.
 * @csspart form - The form.
 * @csspart field - The wrapper of the code boxes (and of the email field, when asked for).
 * @csspart input - The email field, when asked for.
 * @csspart submit-button - The "Verify code" button.
 * @csspart resend-button - The "Resend code" button.
 * @csspart link - Every link; also `forgot-password-link`.
 * @csspart footer - The line with the "Start again" link.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe).
 *
 * @cssproperty --owo-auth-max-width - Width of the card. Default 28rem.
 * @cssproperty --owo-auth-padding - Padding of the card. Default 1.5rem.
 * @cssproperty --owo-auth-shadow - Shadow of the card. Default none.
 */
export const OwoVerifyResetPasswordElement = defineElement(
  'owo-verify-reset-password',
  VerifyResetPasswordOrFrame,
  {
    props: {
      email: 'string',
      state: 'json',
      resetPasswordPath: 'string',
      forgotPasswordPath: 'string',
      resendCooldown: 'number',
      navigation: 'string',
    },
    styles: [css],
  },
);

export interface OwoVerifyResetPassword extends HTMLElement, VerifyResetPasswordProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-verify-reset-password': OwoVerifyResetPassword;
  }
}
