import { Link } from 'react-router';

/** The Owo mark: a ring for the coin, a dot for the money in motion. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <rect width="64" height="64" rx="16" fill="var(--owo-color-logo-bg)" />
      <circle cx="32" cy="32" r="15" fill="none" stroke="var(--owo-color-logo-fg)" strokeWidth="8" />
      <circle cx="44" cy="20" r="5" fill="var(--owo-color-logo-fg)" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Owo home">
      <LogoMark />
      <span className="logo-word">owo</span>
    </Link>
  );
}
