import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { primaryNav } from '../content/navigation';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ProductsMenu } from './products-menu';

const STICKY_OFFSET = 50;

const HeaderAccount = lazy(() => import('./header-account').then((m) => ({ default: m.HeaderAccount })));

export function SiteHeader() {
  const stuck = useScrolledPast(STICKY_OFFSET);

  return (
    <header className="site-header" data-stuck={stuck}>
      <div className="container header-inner">
        <Logo />
        <nav aria-label="Main" className="desktop-nav">
          <ul>
            <li>
              <ProductsMenu />
            </li>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <owo-theme-toggle></owo-theme-toggle>
          {/* Until the session code arrives: the menu button, and no account controls yet. */}
          <Suspense fallback={<MobileMenu showAuthLinks={false} />}>
            <HeaderAccount />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
