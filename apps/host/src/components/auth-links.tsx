import { Link } from 'react-router';

/** Login and Create Account, shown in the top bar and the mobile menu while signed out. */
export function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="auth-links">
      <Link to="/auth/login" className="button button-ghost" onClick={onNavigate}>
        Login
      </Link>
      <Link to="/auth/register" className="button button-primary" onClick={onNavigate}>
        Create Account
      </Link>
    </div>
  );
}
