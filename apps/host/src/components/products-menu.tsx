import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { products } from '../content/products';
import { useDismiss } from '../hooks/use-dismiss';
import { Icon } from './icon';

/** The desktop "Products" disclosure in the top bar. */
export function ProductsMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, trigger);

  return (
    <div className="popover-root" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="nav-link nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Products
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={panelId} className="popover products-panel" hidden={!open}>
        <ul className="products-panel-list">
          {products.map((product) => (
            <li key={product.slug}>
              <NavLink to={product.path} className="product-menu-link" onClick={close}>
                <span className="icon-tile" aria-hidden="true">
                  <Icon name={product.icon} />
                </span>
                <span>
                  <span className="product-menu-title">{product.label}</span>
                  <span className="product-menu-summary">{product.summary}</span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
