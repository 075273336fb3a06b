import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '../hooks/use-dismiss';
import { formatNaira } from '../lib/format';
import { Icon } from './icon';

export interface SignedInMenuProps {
  firstName: string;
  lastName: string;
  /** Wallet balance in kobo. */
  balance: number;
  onLogout?: () => void;
}

/** The avatar menu shown in the top bar for a signed-in user. Session wiring arrives with the auth work. */
export function SignedInMenu({ firstName, lastName, balance, onLogout }: SignedInMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, trigger);

  const fullName = `${firstName} ${lastName}`;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

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
        <p className="account-balance">
          Wallet balance <strong>{formatNaira(balance)}</strong>
        </p>
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
            <button
              type="button"
              className="account-logout"
              onClick={() => {
                close();
                onLogout?.();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
