/**
 * What an /app screen asks the API for as it first draws, query strings as the screens write them:
 * boot.ts starts these from the page's first script (prefetch, @owo/core/prefetch) so the answers are
 * on their way while the area's code downloads, rather than after it has run. A path that drifts from
 * what its screen asks is only a wasted request; e2e/prefetch.spec.ts checks each is taken, never asked twice.
 */
const LAYOUT = ['api/v1/auth/verify-session', 'api/v1/wallet', 'api/v1/notifications?limit=5&page=1'];

const SCREENS: [RegExp, string[]][] = [
  [/^\/app\/home$/, ['api/v1/me/preferences', 'api/v1/transactions?page=1&limit=5']],
  [/^\/app\/history$/, ['api/v1/transactions?page=1&limit=20']],
  [/^\/app\/cards$/, ['api/v1/cards']],
  [/^\/app\/settings\/profile$/, ['api/v1/me']],
  [/^\/app\/services\/[a-z-]+$/, ['api/v1/bills/services']],
];

/** The first requests of the /app page at `pathname` with `search` (a filtered History asks its own). */
export function firstRequests(pathname: string, search: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  const screen = search === '' ? SCREENS.find(([pattern]) => pattern.test(path))?.[1] : undefined;
  return [...LAYOUT, ...(screen ?? [])];
}
