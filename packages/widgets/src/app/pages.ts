/** The /app area's pages (SPEC.md 2), relative to the base path: what the sidebar, tabs and search use. */

export interface ServicePage {
  segment: string;
  title: string;
  description: string;
}

export const SERVICES: readonly ServicePage[] = [
  {
    segment: 'mobile-data',
    title: 'Mobile Data',
    description: 'Buy data bundles for any Nigerian network, for yourself or someone else.',
  },
  {
    segment: 'airtime',
    title: 'Airtime',
    description: 'Top up airtime on MTN, Airtel, Glo or 9mobile in seconds.',
  },
  {
    segment: 'cable-tv',
    title: 'Cable TV',
    description: 'Renew your DStv, GOtv or StarTimes subscription without a queue.',
  },
  {
    segment: 'electricity',
    title: 'Electricity',
    description: 'Pay prepaid or postpaid electricity bills and get your token at once.',
  },
  {
    segment: 'betting',
    title: 'Betting',
    description: 'Fund your betting wallets from your Owo balance.',
  },
  {
    segment: 'giftcards',
    title: 'Gift Cards',
    description: 'Buy digital gift cards for popular stores, or sell one you will not use for naira.',
  },
  {
    segment: 'education',
    title: 'Education',
    description: 'Pay exam and school fees such as WAEC and JAMB registration.',
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
