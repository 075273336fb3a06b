import {
  createElement,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { NavigationMode } from '../internal/navigate';
import { useRuntime, useSession } from '../internal/runtime';
import { Loader } from '../ui/loader/loader';
import { RouteProgress } from '../ui/progress-bar/progress-bar';
import { activeSection, SIDEBAR, searchPages } from './pages';
import { AppRouterProvider, Link, useAppRouter } from './router';
import { resolveRoute } from './routes';

export interface AppProps {
  /** The path the area lives under. Default '/app'. */
  base?: string;
  /** The current path (and query), set by a host router after it navigates; default the browser's. */
  path?: string;
  /** 'event': leaving the area only dispatches owo-navigate, never loads a page. Default 'page'. */
  navigation?: NavigationMode;
}

/**
 * The signed-in area (SPEC.md 2): sidebar, header, footer and the /app screens, routed inside the
 * element on the History API, behind SPEC.md 4's guards.
 */
export function App({ base, path, navigation }: AppProps) {
  return (
    <AppRouterProvider base={base} path={path} navigation={navigation}>
      <GuardedApp />
    </AppRouterProvider>
  );
}

function GuardedApp() {
  const { user, isLoading } = useSession();
  const { location, base, rest, go } = useAppRouter();
  const here = `${location.pathname}${location.search}`;
  const resolved = resolveRoute(rest);

  // SPEC.md 4's order: loading, signed out, unverified, redirect, role, render.
  let leave: { to: string; state?: { from?: string; email?: string } } | null = null;
  if (isLoading) leave = null;
  else if (!user) leave = { to: '/auth/login', state: { from: here } };
  else if (!user.isEmailVerified) leave = { to: '/auth/verify-email', state: { email: user.email } };
  else if ('redirect' in resolved) leave = { to: `${base}/${resolved.redirect}` };
  else if (resolved.roles && !resolved.roles.includes(user.role)) leave = { to: `${base}/unauthorized` };
  const leaveKey = leave ? `${leave.to}|${leave.state?.from ?? ''}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per decision (leaveKey names it)
  useEffect(() => {
    if (leave) go(leave.to, { replace: true, ...(leave.state ? { state: leave.state } : {}) });
  }, [leaveKey]);

  if (isLoading || leave || !user || 'redirect' in resolved) {
    return <Loader label={isLoading ? 'Loading your account' : 'Redirecting'} />;
  }
  return <Layout>{resolved.screen}</Layout>;
}

function Layout({ children }: { children: ReactNode }) {
  const { location, rest, base } = useAppRouter();
  const [sidebarOpen, setSidebarOpen] = useState(
    () => typeof matchMedia !== 'function' || matchMedia('(min-width: 1024px)').matches,
  );
  const sidebarId = useId();
  const section = activeSection(rest);
  return (
    <div className="owo-app" part="base" data-sidebar={sidebarOpen ? 'open' : 'closed'}>
      <RouteProgress routeKey={`${location.pathname}${location.search}`} />
      <nav id={sidebarId} className="owo-app__sidebar" part="sidebar" aria-label="App" hidden={!sidebarOpen}>
        <Link to={`${base}/home`} className="owo-app__logo">
          Owo
        </Link>
        <ul>
          {SIDEBAR.map((item) => (
            <li key={item.segment}>
              <Link
                to={`${base}/${item.segment}`}
                className="owo-app__nav-link"
                aria-current={section === item.segment ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="owo-app__body">
        <header className="owo-app__header" part="header">
          <button
            type="button"
            className="owo-app__icon-button"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            aria-label={sidebarOpen ? 'Hide menu' : 'Show menu'}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Search />
          <div className="owo-app__header-end">
            {createElement('owo-notification-bell')}
            {createElement('owo-theme-toggle')}
            <UserMenu />
          </div>
        </header>
        <main className="owo-app__main" part="main">
          {children}
        </main>
        <footer className="owo-app__footer" part="footer">
          <p>© {new Date().getFullYear()} Owo</p>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
        </footer>
      </div>
      {createElement('owo-pin-setup')}
    </div>
  );
}

/** The header's search: services and settings pages by name; Enter goes to the first match. */
function Search() {
  const { base, go } = useAppRouter();
  const [query, setQuery] = useState('');
  const listId = useId();
  const results = searchPages(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = results[0];
    if (!first) return;
    setQuery('');
    go(`${base}/${first.path}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setQuery('');
  };
  return (
    <search className="owo-app__search" part="search">
      <form onSubmit={submit}>
        <input
          type="search"
          placeholder="Search..."
          aria-label="Search pages"
          autoComplete="off"
          value={query}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} className="owo-app__results" hidden={query.trim() === ''}>
          {results.length === 0 ? (
            <li className="owo-app__no-result">No matching pages</li>
          ) : (
            results.map((result) => (
              <li key={result.path}>
                <Link to={`${base}/${result.path}`} onClick={() => setQuery('')}>
                  {result.title} <span className="owo-app__result-group">{result.group}</span>
                </Link>
              </li>
            ))
          )}
        </ul>
      </form>
    </search>
  );
}

/** The header's user menu (a disclosure): Profile, Security, Logout; closes on Escape or a click outside. */
function UserMenu() {
  const { session } = useRuntime();
  const { user } = useSession();
  const { base } = useAppRouter();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const close = () => setOpen(false);
  // Up and down arrows move between the items.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(event.target as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    items[(next + items.length) % items.length]?.focus();
  };
  return (
    <div className="owo-app__account" ref={wrapper}>
      <button
        type="button"
        className="owo-app__user"
        part="user-button"
        aria-label={`Account menu for ${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>{user ? `${user.firstName} ${user.lastName}` : 'Account'}</span>
      </button>
      <div
        id={menuId}
        className="owo-app__menu"
        part="user-menu"
        role="menu"
        aria-label="Account"
        hidden={!open}
        onKeyDown={moveFocus}
      >
        <Link to={`${base}/settings/profile`} role="menuitem" onClick={close}>
          Profile
        </Link>
        <Link to={`${base}/settings/security`} role="menuitem" onClick={close}>
          Security
        </Link>
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            close();
            // Logout always drops the local token; 'session:logout' then tells the page and the guard leaves.
            session.logout().catch(() => {});
          }}
        >
          Logout
        </button>
      </div>
    </div>
  );
}
