import type { Session } from './session';

/** SPEC.md 7's session query: stale after 5 minutes, refetched every 5 minutes, on focus and on reconnect. */
export const SESSION_STALE_MS = 5 * 60_000;
export const SESSION_REFETCH_INTERVAL_MS = 5 * 60_000;

export interface RevalidateEnvironment {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Where 'focus' and 'online' are heard; null outside a browser. */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** False while the page is hidden: a focus event then is no reason to ask. */
  isVisible(): boolean;
}

const browserEnvironment = (): RevalidateEnvironment => ({
  now: () => Date.now(),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  target: typeof window === 'undefined' ? null : window,
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
});

interface Watch {
  watchers: number;
  stop(): void;
}

// One timer and one pair of listeners per session, however many widgets watch it.
const watches = new WeakMap<Session, Watch>();

function start(session: Session, env: RevalidateEnvironment): () => void {
  let lastAsked = env.now();
  const ask = () => {
    lastAsked = env.now();
    // A failed check is an answer too (signed out); the session records it.
    session.verifySession().catch(() => {});
  };
  const askIfStale = () => {
    if (env.isVisible() && env.now() - lastAsked >= SESSION_STALE_MS) ask();
  };
  const timer = env.setInterval(ask, SESSION_REFETCH_INTERVAL_MS);
  env.target?.addEventListener('focus', askIfStale);
  env.target?.addEventListener('online', ask);
  return () => {
    env.clearInterval(timer);
    env.target?.removeEventListener('focus', askIfStale);
    env.target?.removeEventListener('online', ask);
  };
}

/**
 * Keeps the session fresh while something shows it: every 5 minutes, on a focus once it is stale, and on
 * reconnect. Returns the unwatch; the last unwatch stops the timer and the listeners.
 */
export function watchSession(
  session: Session,
  env: RevalidateEnvironment = browserEnvironment(),
): () => void {
  let watch = watches.get(session);
  if (!watch) {
    watch = { watchers: 0, stop: start(session, env) };
    watches.set(session, watch);
  }
  watch.watchers++;
  let watching = true;
  return () => {
    if (!watching || !watch) return;
    watching = false;
    watch.watchers--;
    if (watch.watchers === 0) {
      watch.stop();
      watches.delete(session);
    }
  };
}
