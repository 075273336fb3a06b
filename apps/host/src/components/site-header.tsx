import { NavLink } from 'react-router';
import { primaryNav } from '../content/navigation';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { AuthLinks } from './auth-links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ProductsMenu } from './products-menu';
import { SignedInMenu, type SignedInMenuProps } from './signed-in-menu';

const STICKY_OFFSET = 50;

export function SiteHeader({ user }: { user: SignedInMenuProps | null }) {
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
          {user ? (
            <SignedInMenu {...user} />
          ) : (
            <div className="desktop-only">
              <AuthLinks />
            </div>
          )}
          <MobileMenu signedIn={user !== null} />
        </div>
      </div>
    </header>
  );
}
