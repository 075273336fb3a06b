/** The /app area's pages (SPEC.md 2), relative to the base path: what the sidebar, tabs and search use. */

/** A tile's colours: the icon's badge and the icon on it. */
export interface TileTone {
  background: string;
  icon: string;
}

/** A service tile (SPEC.md 3: title, description, path, icon, background colour, icon colour). */
export interface ServicePage {
  segment: string;
  title: string;
  description: string;
  /** The icon's SVG path data, drawn with a 2 px stroke on a 24 × 24 grid. */
  icon: string;
  /** Colours in light mode, and in dark mode; each icon keeps at least 4.5:1 against its badge. */
  tone: TileTone;
  darkTone: TileTone;
}

export const SERVICES: readonly ServicePage[] = [
  {
    segment: 'mobile-data',
    title: 'Mobile Data',
    description: 'Buy data bundles for any Nigerian network, for yourself or someone else.',
    icon: 'M4 20v-2M9 20v-6M14 20V10M19 20V4',
    tone: { background: '#DBEAFE', icon: '#1D4ED8' },
    darkTone: { background: '#1E3A8A', icon: '#BFDBFE' },
  },
  {
    segment: 'airtime',
    title: 'Airtime',
    description: 'Top up airtime on MTN, Airtel, Glo or 9mobile in seconds.',
    icon: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
    tone: { background: '#DCFCE7', icon: '#15803D' },
    darkTone: { background: '#14532D', icon: '#BBF7D0' },
  },
  {
    segment: 'cable-tv',
    title: 'Cable TV',
    description: 'Renew your DStv, GOtv or StarTimes subscription without a queue.',
    icon: 'M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM17 2l-5 5-5-5',
    tone: { background: '#EDE9FE', icon: '#6D28D9' },
    darkTone: { background: '#4C1D95', icon: '#DDD6FE' },
  },
  {
    segment: 'electricity',
    title: 'Electricity',
    description: 'Pay prepaid or postpaid electricity bills and get your token at once.',
    icon: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
    tone: { background: '#FEF3C7', icon: '#B45309' },
    darkTone: { background: '#78350F', icon: '#FDE68A' },
  },
  {
    segment: 'betting',
    title: 'Betting',
    description: 'Fund your betting wallets from your Owo balance.',
    icon: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    tone: { background: '#FFE4E6', icon: '#BE123C' },
    darkTone: { background: '#881337', icon: '#FECDD3' },
  },
  {
    segment: 'giftcards',
    title: 'Gift Cards',
    description: 'Buy digital gift cards for popular stores, or sell one you will not use for naira.',
    icon: 'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
    tone: { background: '#FCE7F3', icon: '#BE185D' },
    darkTone: { background: '#831843', icon: '#FBCFE8' },
  },
  {
    segment: 'education',
    title: 'Education',
    description: 'Pay exam and school fees such as WAEC and JAMB registration.',
    icon: 'M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 3 9 3 12 0v-5',
    tone: { background: '#CCFBF1', icon: '#0F766E' },
    darkTone: { background: '#134E4A', icon: '#99F6E4' },
  },
];

export interface SettingsTab {
  segment: string;
  title: string;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { segment: 'profile', title: 'Profile' },
  { segment: 'bank-cards', title: 'Bank Cards' },
  { segment: 'security', title: 'Security' },
  { segment: 'preference', title: 'Preference' },
  { segment: 'tier-limits', title: 'Tier Limits' },
  { segment: 'rewards', title: 'Rewards' },
];

export interface NavItem {
  /** Relative to the base: 'home', 'services'... */
  segment: string;
  title: string;
}

export const SIDEBAR: readonly NavItem[] = [
  { segment: 'home', title: 'Home' },
  { segment: 'services', title: 'Services' },
  { segment: 'cards', title: 'Cards' },
  { segment: 'history', title: 'History' },
  { segment: 'settings', title: 'Settings' },
];

/** The sidebar entry a path under the base highlights (SPEC.md 2: a bare tab or service segment counts too). */
export function activeSection(rest: string): string | null {
  const [first = ''] = rest.split('/');
  if (first === 'settings' || SETTINGS_TABS.some((tab) => tab.segment === first)) return 'settings';
  if (first === 'services' || SERVICES.some((service) => service.segment === first)) return 'services';
  return SIDEBAR.some((item) => item.segment === first) ? first : null;
}

export interface SearchEntry {
  title: string;
  /** Relative to the base. */
  path: string;
  group: 'Services' | 'Settings' | 'Pages';
}

/** Money pages under Home, which the sidebar does not list. */
const MONEY_PAGES: readonly SearchEntry[] = [
  { title: 'Send to Owo user', path: 'home/send-money-user', group: 'Pages' },
  { title: 'Send to bank', path: 'home/send-money-bank', group: 'Pages' },
  { title: 'Add money', path: 'home/add-money', group: 'Pages' },
];

export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  ...SIDEBAR.map((item) => ({ title: item.title, path: item.segment, group: 'Pages' as const })),
  ...MONEY_PAGES,
  ...SERVICES.map((s) => ({ title: s.title, path: `services/${s.segment}`, group: 'Services' as const })),
  ...SETTINGS_TABS.map((t) => ({
    title: t.title,
    path: `settings/${t.segment}`,
    group: 'Settings' as const,
  })),
];

/** Pages whose name contains every word of `query` (case-insensitive); none for a blank query. */
export function searchPages(query: string): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return SEARCH_ENTRIES.filter((entry) => {
    const name = `${entry.title} ${entry.group}`.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
