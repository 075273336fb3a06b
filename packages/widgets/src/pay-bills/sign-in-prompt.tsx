import { createElement } from 'react';
import { AuthLink } from '../internal/auth-screen';

/**
 * Nobody is signed in. When the page has owo-login, its form is shown right here (the page already
 * paid for it, so nothing more downloads) and the payment continues once it succeeds; otherwise a real
 * link to the sign-in page, whose click asks the page to navigate (owo-navigate) like the auth screens.
 */
export function SignInPrompt({ loginPath }: { loginPath: string }) {
  const loginOnPage = typeof customElements !== 'undefined' && customElements.get('owo-login') !== undefined;
  return (
    <div className="owo-pay__sign-in">
      <p className="owo-pay__lead">Sign in to your Owo account to pay bills from your wallet.</p>
      {loginOnPage ? (
        createElement('owo-login', { navigation: 'event', exportparts: 'base: login' })
      ) : (
        <AuthLink to={loginPath} part="sign-in-link">
          Sign in to continue
        </AuthLink>
      )}
    </div>
  );
}
