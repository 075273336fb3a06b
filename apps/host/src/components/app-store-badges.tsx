import { appStores } from '../content/site';

/** Store badges drawn inline (no image requests); the link text is the accessible name. */
export function AppStoreBadges() {
  return (
    <ul className="store-badges">
      <li>
        <a className="store-badge" href={appStores.apple} rel="noopener" target="_blank">
          <svg
            width="22"
            height="26"
            viewBox="0 0 22 26"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M18.2 13.8c0-3.2 2.6-4.7 2.7-4.8-1.5-2.2-3.8-2.5-4.6-2.5-2-.2-3.8 1.2-4.8 1.2-1 0-2.5-1.1-4.2-1.1-2.1 0-4.1 1.3-5.2 3.2-2.2 3.9-.6 9.6 1.6 12.7 1 1.5 2.3 3.2 3.9 3.1 1.6-.1 2.2-1 4.1-1s2.4 1 4.1 1c1.7 0 2.8-1.5 3.8-3.1 1.2-1.7 1.7-3.4 1.7-3.5-.1 0-3.1-1.2-3.1-5.2ZM15.1 4.4c.9-1.1 1.5-2.5 1.3-4-1.3.1-2.8.9-3.7 1.9-.8.9-1.5 2.4-1.3 3.9 1.4.1 2.8-.7 3.7-1.8Z" />
          </svg>
          <span className="store-badge-text">
            <span className="store-badge-small">Download on the</span>
            <span className="store-badge-large">App Store</span>
          </span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a className="store-badge" href={appStores.google} rel="noopener" target="_blank">
          <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
            <path d="M1 1.2 12.4 12 1 22.8c-.4-.2-.6-.7-.6-1.2V2.4c0-.5.2-1 .6-1.2Z" fill="#00d7fe" />
            <path d="m16.2 8.3-3.8 3.7L1 1.2c.2-.1.5-.2.8-.2.3 0 .6.1.9.2l13.5 7.1Z" fill="#00f076" />
            <path d="M16.2 15.7 2.7 22.8c-.3.1-.6.2-.9.2-.3 0-.6-.1-.8-.2L12.4 12l3.8 3.7Z" fill="#ff3a44" />
            <path
              d="m20.6 13.3-4.4 2.4-3.8-3.7 3.8-3.7 4.4 2.4c.5.3.8.8.8 1.3 0 .5-.3 1-.8 1.3Z"
              fill="#ffd400"
            />
          </svg>
          <span className="store-badge-text">
            <span className="store-badge-small">Get it on</span>
            <span className="store-badge-large">Google Play</span>
          </span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
