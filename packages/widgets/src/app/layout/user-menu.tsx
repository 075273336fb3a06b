import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useRuntime, useSession } from '../../internal/runtime';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { Link, useAppRouter } from '../routing/router';
import { MenuBalance } from './menu-balance';
import css from './user-menu.css?inline';

const styles = defineStyles(css, 'element');

/** The header's user menu (a disclosure): Profile, Security, Logout; closes on Escape or a click outside. */
export function UserMenu() {
  useStyles(styles);
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
        <MenuBalance onClick={close} />
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
