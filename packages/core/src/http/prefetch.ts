import { ACCESS_TOKEN_KEY } from '../session/token-store';

/**
 * A page's first GETs, asked before Owo's code has loaded. A host that knows its first screen from its
 * URL (the reference site's /app area) calls prefetch() from its small boot script with the paths that
 * screen will ask for; they go out with the tab's access token while the code downloads, and the
 * runtime's HTTP client takes each answer once instead of asking again (takePrefetched). A signed-out
 * tab (no token) asks nothing. The table lives on globalThis, like the runtime, so the boot script and
 * the bundle that holds the runtime share it whichever copy of this module each has.
 */
const PREFETCHED_KEY = Symbol.for('owo.prefetched');

/** An answer older than this is left: by then the page asks for itself, and gets the state as it is now. */
export const PREFETCH_FRESH_MS = 10_000;

interface Prefetched {
  token: string;
  at: number;
  response: Promise<Response | null>;
}

type Slot = { [PREFETCHED_KEY]?: Map<string, Prefetched> };
const slot = globalThis as Slot;

export interface PrefetchOptions {
  /** As the runtime's RuntimeConfig.apiBase: '' (the default) is the page's own origin. */
  apiBase?: string;
  /** Where the runtime keeps the access token; localStorage by default. */
  storage?: Pick<Storage, 'getItem'>;
  fetch?: typeof globalThis.fetch;
}

function storedToken(storage: PrefetchOptions['storage']): string | null {
  try {
    return (storage ?? globalThis.localStorage)?.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): the page asks for itself once it runs.
    return null;
  }
}

/**
 * Starts a GET for each path ('api/v1/wallet', query string included, exactly as the client will ask
 * for it). A path asked for again replaces its earlier answer.
 */
export function prefetch(paths: readonly string[], options: PrefetchOptions = {}): void {
  const token = storedToken(options.storage);
  if (!token || paths.length === 0) return;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const base = (options.apiBase ?? '').replace(/\/+$/, '');
  const table = slot[PREFETCHED_KEY] ?? new Map<string, Prefetched>();
  slot[PREFETCHED_KEY] = table;
  for (const path of paths) {
    const response = fetchFn(`${base}/${path}`, {
      credentials: 'include',
      priority: 'high',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    }).catch(() => null);
    table.set(path, { token, at: Date.now(), response });
  }
}

/**
 * The answer prefetched for `path`, taken once: null when none was asked for, when it went out with
 * another token than `token` (the session changed since), or when it is older than PREFETCH_FRESH_MS.
 * The caller uses it only if it is a 2xx; anything else it asks for again, as if none had been made.
 */
export function takePrefetched(path: string, token: string | null): Promise<Response | null> | null {
  const table = slot[PREFETCHED_KEY];
  const entry = table?.get(path);
  if (!table || !entry) return null;
  table.delete(path);
  if (entry.token !== token || Date.now() - entry.at > PREFETCH_FRESH_MS) {
    void entry.response.then(discard);
    return null;
  }
  return entry.response;
}

/** An answer nobody will read: its body is cancelled, so its connection is free for the next request. */
export function discard(response: Response | null): void {
  response?.body?.cancel().catch(() => {});
}

/** The key a GET is prefetched under: its path and its query as ky writes it (undefined values left out). */
export function prefetchKey(
  path: string,
  searchParams?: Record<string, string | number | boolean | undefined>,
): string {
  if (!searchParams) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
