import { createElement, useEffect, useState } from 'react';
import { AuthLink } from '../internal/auth-screen';

const hasCustomElements = () => typeof customElements !== 'undefined';

/**
 * owo-login is on the page: defined already, or its tag is there and the served script (which defines
 * each element on sight) is loading it. Turns true when it gets defined later.
 */
function useLoginOnPage(): boolean {
  const [onPage, setOnPage] = useState(
    () =>
      hasCustomElements() &&
      (customElements.get('owo-login') !== undefined || document.querySelector('owo-login') !== null),
  );
  useEffect(() => {
    if (onPage || !hasCustomElements()) return undefined;
    let live = true;
    void customElements.whenDefined('owo-login').then(() => {
      if (live) setOnPage(true);
    });
    return () => {
      live = false;
    };
  }, [onPage]);
  return onPage;
}

/**
 * Nobody is signed in. When the page has owo-login, its form is shown right here (the page already
 * paid for it, so nothing more downloads) and the payment continues once it succeeds; otherwise a real
 * link to the sign-in page, whose click asks the page to navigate (owo-navigate) like the auth screens.
 */
export function SignInPrompt({ loginPath }: { loginPath: string }) {
  const loginOnPage = useLoginOnPage();
  return (
    <div className="owo-pay__sign-in">
      <p className="owo-flow__lead">Sign in to your Owo account to pay bills from your wallet.</p>
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
