import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { primaryNav } from '../content/navigation';
import { products } from '../content/products';
import { useDismiss } from '../hooks/use-dismiss';
import { AuthLinks } from './auth-links';
import { Icon } from './icon';

const DESKTOP_QUERY = '(min-width: 1024px)';

/** The menu button and panel used below 1024 px. */
export function MobileMenu({ showAuthLinks }: { showAuthLinks: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, trigger);

  // Growing the window past the breakpoint hides the button, so the panel must not stay open behind it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <div className="mobile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      <div id={panelId} className="mobile-panel" hidden={!open}>
        <nav aria-label="Main">
          <p className="mobile-group-title" id={`${panelId}-products`}>
            Products
          </p>
          <ul className="mobile-links" aria-labelledby={`${panelId}-products`}>
            {products.map((product) => (
              <li key={product.slug}>
                <NavLink to={product.path} onClick={close}>
                  <Icon name={product.icon} />
                  {product.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mobile-links mobile-links-plain">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {showAuthLinks ? <AuthLinks onNavigate={close} /> : null}
      </div>
    </div>
  );
}
