import { ApiError } from './errors';

import { ORIGIN_NOT_ALLOWED, ORIGIN_NOT_ALLOWED_MESSAGE } from './origin-not-allowed';

/** The API is on another origin than the page: only then can the browser's CORS check refuse a call. */
function isCrossOrigin(apiBase: string): boolean {
  const origin = globalThis.location?.origin;
  if (!apiBase || !origin) return false;
  try {
    return new URL(apiBase, origin).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * A cross-origin call that got no response is either the network (offline, server down) or the API
 * refusing this page's origin, which the browser reports the same way. The status route answers every
 * origin, so asking it tells the two apart: an error saying the site is not registered, or null.
 */
export async function originRefusal(
  apiBase: string,
  fetcher: typeof globalThis.fetch = globalThis.fetch,
): Promise<ApiError | null> {
  if (!isCrossOrigin(apiBase)) return null;
  try {
    const url = new URL('api/v1/partners/status', apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
    const res = await fetcher(url, { credentials: 'omit', headers: { accept: 'application/json' } });
    // Read by hand: a zod schema here would weigh on every element's first load.
    const body = (await res.json()) as { data?: { allowed?: unknown } } | null;
    if (body?.data?.allowed !== false) return null;
    return new ApiError({
      message: ORIGIN_NOT_ALLOWED_MESSAGE,
      status: 0,
      statusText: '',
      code: ORIGIN_NOT_ALLOWED,
    });
  } catch {
    return null;
  }
}
