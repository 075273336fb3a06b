import { sameSitePath } from '@owo/core';

/**
 * Where a visitor sent to sign in wanted to go: the router state's `from`, as a path string or as a
 * location object ({ pathname, search, hash }). Never an auth page, so signing in cannot loop back.
 */
export function returnPath(state: unknown): string | null {
  const from: unknown = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as Location).pathname === 'string') {
    const { pathname, search, hash } = from as Partial<Location>;
    path = `${pathname}${search ?? ''}${hash ?? ''}`;
  }
  path = path === null ? null : sameSitePath(path);
  return path && !/^\/auth(\/|$)/.test(path) ? path : null;
}

/**
 * Where a visitor sent to sign in wanted to go, from the router's location: its state (the page's own
 * guard, `<owo-app>`, sets `{ from }`), else the `from` query parameter (the site's server sends a
 * signed-out visitor from /app/... to /auth/login?from=...).
 */
export function returnPathOf({ state, search }: { state: unknown; search: string }): string | null {
  return returnPath(state) ?? returnPath({ from: new URLSearchParams(search).get('from') });
}
