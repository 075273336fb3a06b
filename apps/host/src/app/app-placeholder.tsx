import { Link } from 'react-router';
import { usePageMeta } from '../hooks/use-page-meta';

// PLACEHOLDER: replaced by the `owo-app` element that routes the whole /app/* area inside itself.
export function AppPlaceholder() {
  usePageMeta('Dashboard', 'Your Owo wallet, payments and settings.');
  return (
    <main id="main" className="container placeholder-area">
      <h1>Your Owo dashboard</h1>
      <Link to="/" className="text-link">
        Back to Home
      </Link>
    </main>
  );
}
