import { RuntimeProvider, useSession } from '@owo/core/react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../components/logo';
import { PageLoading } from '../components/page-loading';
import { useHydrated } from '../hooks/use-hydrated';
import { returnPathOf } from './return-path';

const HOME = '/app/home';

/**
 * The frame of every /auth screen and its guard (SPEC.md 2): a spinner while the session loads, and an
 * authenticated visitor goes back where they came from, else /app/home.
 */
export function AuthLayout() {
  return (
    <RuntimeProvider>
      <AuthFrame />
    </RuntimeProvider>
  );
}

function AuthFrame() {
  const { isAuthenticated, isLoading } = useSession();
  const location = useLocation();
  // The pre-rendered frame shows the session check; hydration renders it too, whatever the session
  // says by then, and the next render acts on the answer.
  const hydrated = useHydrated();

  if (hydrated && isAuthenticated) return <Navigate to={returnPathOf(location) ?? HOME} replace />;

  return (
    <div className="auth-shell">
      <header className="auth-header">
        <div className="container auth-header-inner">
          <Logo />
          <div className="header-actions">
            <owo-theme-toggle></owo-theme-toggle>
            <Link to="/" className="button button-ghost">
              Back to Home
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="auth-main">
        {!hydrated || isLoading ? <PageLoading label="Checking your session" /> : <Outlet />}
      </main>
    </div>
  );
}

/** /auth and /auth/auth go to the login screen, keeping any state (the page to return to). */
export function ToLogin() {
  const { state } = useLocation();
  return <Navigate to="/auth/login" state={state} replace />;
}
