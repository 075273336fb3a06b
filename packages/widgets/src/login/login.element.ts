import { defineElement } from '../internal/define';
import { Login } from './login';
import css from './login.css?inline';
import type { LoginProps } from './login-props';

/**
 * Sign-in form (SPEC.md 4 and 5): email or username, password, "Remember me". A verified account is
 * signed in for every Owo element on the page (token stored, user cached), `owo-login-success` fires and
 * the widget asks to go to the page the person came from, else `redirect-to`, else /app/home. An
 * unverified account gets the warning "Please verify your email first", its email is stored, and the
 * widget asks to go to `verify-email-path` with `{ email }` as the state. Failures are toasts from the
 * page's `<owo-toaster>`, or without one an alert in the element (Retry when Owo could not be reached).
 * Every move is an `owo-navigate` the page may handle; if nobody cancels it the widget loads the page,
 * unless `navigation="event"`.
 * On a page whose host is not the API's (a partner's site) the form is in Owo's secrets frame, an iframe
 * of Owo's origin (allow it with `frame-src`): the page hears only that the person signed in, then the
 * element picks the session up and fires `owo-login-success`; the frame's "Create an account" and
 * "Forgot password?" become this element's `owo-navigate`. The parts below style the fields on Owo's own
 * site; in the frame only `frame` applies.
 *
 * @tag owo-login
 *
 * @attr {string} redirect-to - Where to go after signing in when no `from` is set (a path on this site; anything else is ignored). Default /app/home.
 * @attr {string} from - The page the person asked for before being sent to sign in (same-site paths only); wins over `redirect-to`. Also a property.
 * @attr {string} verify-email-path - Where an unverified account goes. Default /auth/verify-email.
 * @attr {string} forgot-password-path - The "Forgot password?" link. Default /auth/forgot-password.
 * @attr {string} register-path - The "Create an account" link. Default /auth/register.
 * @attr {'page' | 'event'} navigation - `event`: only dispatch `owo-navigate`, never load a page. Default page.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme.
 *
 * @event owo-login-success - Signed in; `detail.user` is `{ id, firstName, lastName, email }`. Never the token.
 * @event owo-navigate - Asks to go to the next screen (`detail.to`, `detail.state`); cancelable.
 *
 * @csspart base - The card.
 * @csspart header - Title and description.
 * @csspart title - The heading.
 * @csspart description - The line under the heading.
 * @csspart form - The form.
 * @csspart field - The wrapper of each field (label, control, error).
 * @csspart input - Each text input.
 * @csspart checkbox - The "Remember me" box.
 * @csspart submit-button - The "Sign in" button.
 * @csspart link - Every link; also `forgot-password-link` and `register-link`.
 * @csspart footer - The line with the register link.
 * @csspart frame - On a partner's site: Owo's secrets frame (the iframe).
 * @csspart alert - A failure said in the element: Owo out of reach (with Retry), a refused sign-in with no `owo-toaster` on the page, a site Owo does not serve.
 *
 * @cssproperty --owo-auth-max-width - Width of the card. Default 28rem.
 * @cssproperty --owo-auth-padding - Padding of the card. Default 1.5rem.
 * @cssproperty --owo-auth-shadow - Shadow of the card. Default none.
 */
export const OwoLoginElement = defineElement('owo-login', Login, {
  props: {
    redirectTo: 'string',
    from: 'string',
    verifyEmailPath: 'string',
    forgotPasswordPath: 'string',
    registerPath: 'string',
    navigation: 'string',
  },
  styles: [css],
});

export interface OwoLogin extends HTMLElement, LoginProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-login': OwoLogin;
  }
}
