import { Suspense } from 'react';
import { useSecretsFrameOrigin } from '../frame/use-secrets-frame';
import { retryableLazy } from '../internal/retryable-lazy';
import type { LoginProps } from './login-props';

export { LOGIN_DEFAULTS, type LoginProps } from './login-props';

// Each page loads the one it shows: a partner's page never downloads the fields, Owo's never the frame.
const LoginScreen = retryableLazy(() => import('./login-screen').then((m) => m.LoginScreen));
const LoginInFrame = retryableLazy(() => import('./login-in-frame').then((m) => m.LoginInFrame));

/**
 * Sign in (SPEC.md 4). On Owo's own site the fields are right here; on a partner's page they are in
 * Owo's secrets frame (DESIGN.md, "Secrets stay on their origin"), and this page only hears that the
 * person signed in, then picks the session up as its own.
 */
export function Login(props: LoginProps) {
  const owoOrigin = useSecretsFrameOrigin();
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      {owoOrigin ? <LoginInFrame owoOrigin={owoOrigin} {...props} /> : <LoginScreen {...props} />}
    </Suspense>
  );
}
