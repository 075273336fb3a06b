import { describe, expect, it } from 'vitest';
import { SEARCH_ENTRIES } from '../pages';
import { matchRoute } from './routes';

const titleOf = (path: string): string | undefined => {
  const route = matchRoute(path);
  if (route.kind === 'redirect') return titleOf(route.to);
  return route.kind === 'screen' ? route.title : undefined;
};

describe('the /app routes', () => {
  it('give every screen a title of its own', () => {
    // /app/settings is the profile tab, which the search also lists.
    const paths = [
      ...SEARCH_ENTRIES.map((entry) => entry.path).filter((path) => path !== 'settings'),
      'notifications',
      'history/OWO-1',
      'unauthorized',
    ];
    const titles = paths.map(titleOf);
    expect(titles.every((title) => typeof title === 'string' && title !== '')).toBe(true);
    expect(new Set(titles).size).toBe(paths.length);
    expect(titleOf('history')).toBe('History');
    expect(titleOf('services')).toBe('Services');
    expect(titleOf('home/send-money-bank')).toBe('Send to bank');
    expect(titleOf('services/mobile-data')).toBe('Mobile Data');
    expect(titleOf('settings/tier-limits')).toBe('Tier Limits settings');
  });
});
