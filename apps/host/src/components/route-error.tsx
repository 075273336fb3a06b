import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from './not-found-screen';

/** Any route error shows the Page Not Found screen (SPEC.md 2); unexpected errors are still logged. */
export function RouteError() {
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return <NotFoundScreen />;
}

/** For errors above the public layout, where no <main> exists yet. */
export function RootRouteError() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}
