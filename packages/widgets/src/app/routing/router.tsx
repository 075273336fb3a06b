import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { OwoNavigateEvent } from '../../events/owo-navigate';
import { useHostElement } from '../../internal/host-context';
import type { NavigationState } from '../../internal/navigate';
import { getRuntime, historyEntry } from '../../internal/runtime';

/** Where the app is: the path (with the query) the browser shows. */
export interface AppLocation {
  pathname: string;
  search: string;
}

export interface AppRouter {
  location: AppLocation;
  /** The base path, without a trailing slash (e.g. '/app'). */
  base: string;
  /** The path under the base, without leading or trailing slashes ('' for the base itself). */
  rest: string;
  /** Goes to `to`: inside the base the element routes itself; anywhere else the page decides. */
  go: (to: string, options?: { replace?: boolean; state?: NavigationState }) => void;
}

const RouterContext = createContext<AppRouter | null>(null);

export function useAppRouter(): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useAppRouter must be inside <AppRouterProvider>.');
  return router;
}

export function normaliseBase(base: string | undefined): string {
  const trimmed = (base ?? '/app').trim().replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function parsePath(path: string): AppLocation {
  const url = new URL(path, 'http://owo.invalid');
  return { pathname: url.pathname, search: url.search };
}

const fromWindow = (): AppLocation => ({ pathname: location.pathname, search: location.search });

/** Whether `path` is the base or under it. */
export function isUnder(base: string, path: string): boolean {
  const { pathname } = parsePath(path);
  return pathname === base || pathname.startsWith(`${base}/`) || (base === '' && pathname.startsWith('/'));
}

/** The path under the base, without leading or trailing slashes. */
export function restOf(base: string, pathname: string): string {
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
}

/**
 * A small router on the History API, for an element in a shadow root: it reads the browser's location,
 * follows popstate (back, forward, a host's navigation) and the host's `path` property, and for its own
 * links asks the page first (a cancelable owo-navigate): a host router that takes over pushes the entry
 * itself; with no router the element pushes it. No page reloads either way.
 */
export function AppRouterProvider({
  base: baseProp,
  path,
  navigation,
  children,
}: {
  base?: string;
  path?: string;
  /** 'event': leaving the area never loads a page, even when nobody handles the owo-navigate. */
  navigation?: string;
  children: ReactNode;
}) {
  const host = useHostElement();
  const base = normaliseBase(baseProp);
  const [current, setCurrent] = useState<AppLocation>(() => (path ? parsePath(path) : fromWindow()));

  useEffect(() => {
    if (path) setCurrent(parsePath(path));
  }, [path]);

  useEffect(() => {
    const onPop = () => setCurrent(fromWindow());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback<AppRouter['go']>(
    (to, { replace = false, state } = {}) => {
      const detail = { to, replace, ...(state ? { state } : {}) };
      const handled = host ? !host.dispatchEvent(new OwoNavigateEvent(detail)) : false;
      getRuntime().bus.emit('navigate', detail);
      if (!isUnder(base, to)) {
        // Leaving the area: the page's router decides; with none, a page load (unless navigation="event").
        if (handled || !host || navigation === 'event' || host.getAttribute('navigation') === 'event') return;
        if (replace) location.replace(to);
        else location.assign(to);
        return;
      }
      if (!handled) {
        const target = parsePath(to);
        const here = fromWindow();
        if (target.pathname !== here.pathname || target.search !== here.search || replace) {
          if (replace) history.replaceState(historyEntry(state, true), '', to);
          else history.pushState(historyEntry(state, false), '', to);
        }
      }
      setCurrent(parsePath(to));
    },
    [base, host, navigation],
  );

  const value = useMemo<AppRouter>(
    () => ({ location: current, base, rest: restOf(base, current.pathname), go }),
    [current, base, go],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export interface LinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  role?: 'menuitem';
  onClick?: () => void;
}

/** An <a> that routes without a reload (a modified click still opens a new tab as usual). */
export function Link({ to, children, onClick, ...rest }: LinkProps) {
  const { go } = useAppRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClick?.();
    go(to);
  };
  return (
    <a href={to} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
