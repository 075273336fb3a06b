import { Link, useAppRouter } from '../router';
import { EmptyState, Screen } from './empty-state';

/** /app/cards */
export function CardsScreen() {
  return (
    <Screen title="Cards">
      <EmptyState title="No cards yet">
        Virtual dollar cards you create will show here once card issuing opens in a coming release.
      </EmptyState>
    </Screen>
  );
}

/** /app/history */
export function HistoryScreen() {
  return (
    <Screen title="Transaction history">
      <EmptyState title="No transactions yet">
        Every payment you make or receive will be listed here.
      </EmptyState>
    </Screen>
  );
}

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
