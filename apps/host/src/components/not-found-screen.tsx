import { Link } from 'react-router';
import { usePageMeta } from '../hooks/use-page-meta';

/** SPEC.md's Page Not Found screen; the copy (including its spelling) is specified verbatim. */
export function NotFoundScreen() {
  usePageMeta('Page Not Found', 'The page you were looking for does not exist on Owo.');
  return (
    <section className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found?</h1>
      <p>Whoops, this is embarassing. Looks like the page you were looking for wasn't found.</p>
      <Link to="/" className="button button-primary">
        Back to Home
      </Link>
    </section>
  );
}
