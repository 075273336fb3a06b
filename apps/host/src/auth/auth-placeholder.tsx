import { Link } from 'react-router';
import { usePageMeta } from '../hooks/use-page-meta';

// PLACEHOLDER: the auth engineer replaces src/auth/ with the real /auth/* screens built from the auth widgets.
export function AuthPlaceholder() {
  usePageMeta('Your account', 'Log in to Owo or create an account.');
  return (
    <main id="main" className="container placeholder-area">
      <h1>Your Owo account</h1>
      <Link to="/" className="text-link">
        Back to Home
      </Link>
    </main>
  );
}
