import { createElement, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { RouteProgress } from '../../ui/progress-bar/progress-bar';
import { activeSection, SIDEBAR } from '../pages';
import { Link, useAppRouter } from '../routing/router';
import { Search } from './search';
import { UserMenu } from './user-menu';

/**
 * The signed-in frame (SPEC.md 2, app layout): a toggleable sidebar, the header (menu toggle, search,
 * bell, theme, user menu), the screen, a footer, and the PIN modal for a user with no PIN.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { location, rest, base, go } = useAppRouter();
  const [sidebarOpen, setSidebarOpen] = useState(
    () => typeof matchMedia !== 'function' || matchMedia('(min-width: 1024px)').matches,
  );
  const sidebarId = useId();
  const section = activeSection(rest);
  const followSeeAll = (event: MouseEvent) => {
    const link = event.nativeEvent.composedPath()[0];
    if (!(link instanceof HTMLAnchorElement) || link.getAttribute('part') !== 'see-all') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(link.pathname + link.search);
  };
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
            {/* The bell's 'See all' is a plain link: the area routes it like its own (owo-navigate first). */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches the link's click inside the bell */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the link inside handles Enter itself, as a click */}
            <span className="owo-app__bell" onClick={followSeeAll}>
              {createElement('owo-notification-bell', { 'see-all-href': `${base}/notifications` })}
            </span>
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
