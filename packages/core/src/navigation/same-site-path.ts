/**
 * A path on this site, normalised, or null. `from` and `redirect-to` can come from a page's URL or a
 * partner's markup, so an address that leaves the site would be an open redirect. Pattern checks miss
 * what the URL parser does (it drops tabs and line breaks, so `/\t/evil.example` becomes
 * `//evil.example`, and reads `\` as `/`): the value is parsed as the browser will resolve it and its
 * origin compared. What comes back is the parsed path, never the raw string.
 */
export function sameSitePath(
  value: unknown,
  origin: string | undefined = globalThis.location?.origin,
): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || !origin) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
