import { type RefObject, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BackToTop } from '../components/back-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

/** Scrolls to the top and moves focus to the new page's content on every path change. */
function useRouteChangeReset(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function PublicLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteChangeReset(main);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
