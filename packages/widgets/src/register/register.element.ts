import { defineElement } from '../internal/define';
import css from './register.css?inline';
import { RegisterOrFrame } from './register-or-frame';
import type { RegisterProps } from './register-props';

/**
 * Create an account (SPEC.md 3, 4 and 5): first and last name, username, email, phone number, gender,
 * country (Nigeria by default), password and its confirmation, an optional referral code (filled in from
 * the page's `?ref=`, as in a referral link; an unknown code is said on that field), and the terms box
 * (its link opens `terms-path` in a new tab, keeping the form). Every field shows SPEC.md's message. On success: the
 * server's message ("Please check your email to verify your account") as a toast, the email stored as
 * pending, `owo-register-success`, and a request to go to `verify-email-path` with `{ email }`.
 * On a page whose host is not the API's (a partner's site) the form, then the emailed code, are in
 * Owo's secrets frame, an iframe of Owo's origin (allow it with `frame-src`): the page hears
 * `owo-register-success` and `owo-email-verified`, then the element asks to go to the sign-in. The parts
 * below style the fields on Owo's own site; in the frame only `frame` applies.
 *
 * @tag owo-register
 *
 * @attr {string} country-code - The preselected country (ISO 3166 alpha-3: NGA, GHA, KEN, ZAF, GBR, USA, CAN). Default NGA.
 * @attr {string} verify-email-path - Where to go after signing up. Default /auth/verify-email.
 * @attr {string} login-path - The "Sign in" link. Default /auth/login.
 * @attr {string} terms-path - The terms and conditions page. Default /terms.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event owo-register-success - The account was created and a code emailed; `detail.email`, `detail.message`.
 * @event owo-navigate - Asks to go to verify-email with `{ email }`; cancelable.
 *
 * @csspart base - The card.
 * @csspart header - Title and description.
 * @csspart title - The heading.
 * @csspart description - The line under the heading.
 * @csspart form - The form.
 * @csspart field - The wrapper of each field (label, control, hint, error).
 * @csspart input - Each text input.
 * @csspart select - The gender and country selects.
 * @csspart checkbox - The terms box.
 * @csspart submit-button - The "Create account" button.
 * @csspart link - Every link; also `terms-link` and `login-link`.
 * @csspart footer - The line with the sign-in link.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe).
 *
 * @cssproperty --owo-auth-max-width - Width of the card. Default 34rem here.
 * @cssproperty --owo-auth-padding - Padding of the card. Default 1.5rem.
 * @cssproperty --owo-auth-shadow - Shadow of the card. Default none.
 */
export const OwoRegisterElement = defineElement('owo-register', RegisterOrFrame, {
  props: {
    countryCode: 'string',
    verifyEmailPath: 'string',
    loginPath: 'string',
    termsPath: 'string',
    navigation: 'string',
  },
  styles: [css],
});

export interface OwoRegister extends HTMLElement, RegisterProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-register': OwoRegister;
  }
}
