import { ACCESS_TOKEN_KEY } from '../session/token-store';

/**
 * A page's first GETs, asked before Owo's code has loaded. A host that knows its first screen from its
 * URL (the reference site's /app area) calls prefetch() from its small boot script with the paths that
 * screen will ask for; they go out with the tab's access token while the code downloads, and the
 * runtime's HTTP client takes each answer once instead of asking again. A signed-out tab (no token) asks
 * nothing. The answers and the code that hands them out live on globalThis, like the runtime, so the
 * boot script and the bundle that holds the runtime share them, and a bundle that never prefetches (the
 * widgets on a partner's page) carries none of this code: its client only looks for the slot.
 */
export const PREFETCHED = Symbol.for('owo.prefetched');

/** An answer older than this is left: by then the page asks for itself, and gets the state as it is now. */
export const PREFETCH_FRESH_MS = 10_000;

type SearchParams = Record<string, string | number | boolean | undefined>;

interface Answer {
  token: string;
  at: number;
  response: Promise<Response | null>;
}

export interface PrefetchedAnswers {
  /** Answers not taken yet, by path with its query. */
  readonly answers: Map<string, Answer>;
  /**
   * The answer prefetched for this GET, taken once, if it is a 2xx asked with `token` (the token the
   * client holds now) under PREFETCH_FRESH_MS ago; else null, and the client asks for itself.
   */
  take(
    path: string,
    searchParams: SearchParams | undefined,
    token: string | null,
  ): Promise<Response | null> | null;
}

export type PrefetchGlobal = { [PREFETCHED]?: PrefetchedAnswers };
const slot = globalThis as PrefetchGlobal;

export interface PrefetchOptions {
  /** As the runtime's RuntimeConfig.apiBase: '' (the default) is the page's own origin. */
  apiBase?: string;
  /** Where the runtime keeps the access token; localStorage by default. */
  storage?: Pick<Storage, 'getItem'>;
  fetch?: typeof globalThis.fetch;
}

/** An answer nobody will read: its body is cancelled, so its connection is free for the next request. */
function discard(response: Response | null): null {
  response?.body?.cancel().catch(() => {});
  return null;
}

/** The key a GET is prefetched under: its path and its query as ky writes it (undefined values left out). */
export function prefetchKey(path: string, searchParams?: SearchParams): string {
  if (!searchParams) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function answersOnThisPage(): PrefetchedAnswers {
  const answers = new Map<string, Answer>();
  return {
    answers,
    take(path, searchParams, token) {
      const key = prefetchKey(path, searchParams);
      const answer = answers.get(key);
      if (!answer) return null;
      answers.delete(key);
      const usable = answer.token === token && Date.now() - answer.at <= PREFETCH_FRESH_MS;
      return answer.response.then((response) => (usable && response?.ok ? response : discard(response)));
    },
  };
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
  slot[PREFETCHED] ??= answersOnThisPage();
  const { answers } = slot[PREFETCHED];
  for (const path of paths) {
    const response = fetchFn(`${base}/${path}`, {
      credentials: 'include',
      priority: 'high',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    }).catch(() => null);
    answers.set(path, { token, at: Date.now(), response });
  }
}

/** The answer for `path` (no query) as the client would take it: for tests. */
export function takePrefetched(path: string, token: string | null): Promise<Response | null> | null {
  return slot[PREFETCHED]?.take(path, undefined, token) ?? null;
}
