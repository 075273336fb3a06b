import type { IconName } from '../content/products';

type UiIconName =
  | IconName
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'arrow-up'
  | 'arrow-right'
  | 'mail'
  | 'phone'
  | 'pin';

/** 24×24 stroke paths; every icon is decorative, so the text beside it carries the meaning. */
const paths: Record<UiIconName, string> = {
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z',
  receive: 'M12 3v12m0 0-5-5m5 5 5-5M4 21h16',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 22V7m0 0H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z',
  card: 'M2 5h20v14H2zM2 10h20M6 15h4',
  calendar: 'M3 5h18v16H3zM16 3v4M8 3v4M3 10h18M8 14h2m4 0h2m-8 3h2',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Zm-3-10 2 2 4-4',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 3',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  spark: 'M12 2v4m0 12v4M4.9 4.9l2.8 2.8m8.6 8.6 2.8 2.8M2 12h4m12 0h4M4.9 19.1l2.8-2.8m8.6-8.6 2.8-2.8',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6 6 18M6 6l12 12',
  'chevron-down': 'm6 9 6 6 6-6',
  'arrow-up': 'M12 19V5m0 0-7 7m7-7 7 7',
  'arrow-right': 'M5 12h14m0 0-6-6m6 6-6 6',
  mail: 'M3 5h18v14H3zm0 0 9 8 9-8',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z',
  pin: 'M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
};

export function Icon({ name, size = 20 }: { name: UiIconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
