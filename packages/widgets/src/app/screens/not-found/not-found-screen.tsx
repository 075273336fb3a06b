import { Link } from '../../routing/router';
import { Screen } from '../screen';

/** Any other path under the base: SPEC.md 2's Page Not Found texts. */
export function NotFoundScreen() {
  return (
    <Screen title="Page Not Found?">
      <p>Whoops, this is embarassing. Looks like the page you were looking for wasn't found.</p>
      <Link to="/" className="owo-app__back">
        Back to Home
      </Link>
    </Screen>
  );
}
