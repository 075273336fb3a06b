import { formatMoney, getRuntime, type User } from '@owo/core';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDismiss } from '../hooks/use-dismiss';
import { Icon } from './icon';

export interface SignedInMenuProps {
  user: Pick<User, 'firstName' | 'lastName'>;
  /** Wallet balance in kobo; the line is left out until the wallet exists (no sample amount). */
  balance?: number;
}

/** The avatar menu shown in the top bar for a signed-in user (SPEC.md 2, public layout). */
export function SignedInMenu({ user, balance }: SignedInMenuProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useDismiss(open, close, container, trigger);

  const { firstName, lastName } = user;
  const fullName = `${firstName} ${lastName}`;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

  async function logout() {
    setLeaving(true);
    // SPEC.md 4: logout ends the local session even if the server call fails, then goes to sign-in
    // with the page the person was on, so signing in again brings them back.
    await getRuntime().session.logout({ allDevices: false });
    close();
    setLeaving(false);
    navigate('/auth/login', { state: { from: `${pathname}${search}${hash}` } });
  }

  return (
    <div className="popover-root" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="visually-hidden">Account menu for {fullName}</span>
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={panelId} className="popover popover-end account-panel" hidden={!open}>
        <p className="account-name">{fullName}</p>
        {balance === undefined ? null : (
          <p className="account-balance">
            Wallet balance <strong>{formatMoney(balance)}</strong>
          </p>
        )}
        <ul className="account-links">
          <li>
            <Link to="/app/settings/profile" onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/app/settings/security" onClick={close}>
              Security
            </Link>
          </li>
          <li>
            <button type="button" className="account-logout" disabled={leaving} onClick={logout}>
              {leaving ? 'Logging out…' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
