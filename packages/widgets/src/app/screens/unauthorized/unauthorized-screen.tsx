import { Link, useAppRouter } from '../../routing/router';
import { Screen } from '../screen';

/** /app/unauthorized: the route asked for a role this user does not have. */
export function UnauthorizedScreen() {
  const { base } = useAppRouter();
  return (
    <Screen title="Access denied">
      <p>Your account does not have access to that page.</p>
      <Link to={`${base}/home`} className="owo-app__back">
        Back to Home
      </Link>
    </Screen>
  );
}
