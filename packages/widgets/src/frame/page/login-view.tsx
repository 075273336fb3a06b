import { lazy, Suspense, useEffect, useState } from 'react';
import type { OwoNavigateEvent } from '../../events/owo-navigate';
import { useHostElement } from '../../internal/host-context';
import { emailFromState } from '../../internal/navigate';
import { LOGIN_DEFAULTS } from '../../login/login-props';
import { LoginScreen } from '../../login/login-screen';
import { frameBridge } from './frame-bridge';

// Only an account that is not verified yet needs it.
const VerifyEmail = lazy(() =>
  import('../../verify-email/verify-email').then((m) => ({ default: m.VerifyEmail })),
);

/** Where owo-verify-email goes once verified, or from its "Sign in" link: back to the sign-in here. */
const LOGIN_PATH = '/auth/login';

type Screen = { name: 'login' } | { name: 'verify-email'; email: string | undefined };

/**
 * The frame's sign-in: the fields of owo-login, and for an unverified account the code of
 * owo-verify-email, both typed here. The partner page hears that the person signed in, or that they
 * followed "Create an account" or "Forgot password?" (its element routes those to its own pages).
 */
export function LoginView() {
  const host = useHostElement();
  const [screen, setScreen] = useState<Screen>({ name: 'login' });

  useEffect(() => {
    if (!host) return undefined;
    const onNavigate = (event: OwoNavigateEvent) => {
      event.preventDefault();
      const { to, state } = event.detail;
      if (to === LOGIN_DEFAULTS.verifyEmailPath)
        setScreen({ name: 'verify-email', email: emailFromState(state) });
      else if (to === LOGIN_PATH) setScreen({ name: 'login' });
      else if (to === LOGIN_DEFAULTS.registerPath) frameBridge.tell({ type: 'navigate', to: 'register' });
      else if (to === LOGIN_DEFAULTS.forgotPasswordPath)
        frameBridge.tell({ type: 'navigate', to: 'forgot-password' });
      // Anything else is where the fields go once signed in: the partner page decides that.
    };
    const onSignedIn = () => frameBridge.tell({ type: 'signed-in' });
    host.addEventListener('owo-navigate', onNavigate);
    host.addEventListener('owo-login-success', onSignedIn);
    return () => {
      host.removeEventListener('owo-navigate', onNavigate);
      host.removeEventListener('owo-login-success', onSignedIn);
    };
  }, [host]);

  if (screen.name === 'login') return <LoginScreen />;
  return (
    <Suspense
      fallback={
        <p className="owo-frame__status" role="status">
          Loading…
        </p>
      }
    >
      <VerifyEmail loginPath={LOGIN_PATH} {...(screen.email ? { email: screen.email } : {})} />
    </Suspense>
  );
}
