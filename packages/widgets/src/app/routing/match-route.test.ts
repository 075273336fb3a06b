import { describe, expect, it } from 'vitest';
import { createMatcher, type RouteNode } from './match-route';

const table: RouteNode<string>[] = [
  { path: '', redirect: 'home' },
  {
    path: 'home',
    screen: 'home',
    children: [{ path: 'send-money-user', screen: 'send-user' }],
  },
  {
    path: 'history',
    screen: 'history',
    title: 'History',
    children: [{ path: ':reference', screen: 'receipt', title: ({ reference }) => `Receipt ${reference}` }],
  },
  {
    path: 'settings',
    redirect: 'settings/profile',
    children: [{ path: ':tab', screen: 'settings', accept: ({ tab }) => tab === 'profile' }],
  },
  { path: 'admin', screen: 'admin', roles: ['admin'], children: [{ path: 'users', screen: 'users' }] },
];
const match = createMatcher(table);

describe('the /app route matcher', () => {
  it('redirects the base itself', () => {
    expect(match('')).toEqual({ kind: 'redirect', to: 'home' });
  });

  it('matches a parent and its nested child by their full paths', () => {
    expect(match('home')).toMatchObject({ kind: 'screen', screen: 'home', params: {} });
    expect(match('home/send-money-user')).toMatchObject({ kind: 'screen', screen: 'send-user' });
  });

  it('reads params, decoded', () => {
    expect(match('history/OWO-2026%2F1')).toMatchObject({
      kind: 'screen',
      screen: 'receipt',
      params: { reference: 'OWO-2026/1' },
    });
  });

  it("names a screen's title, from its params where it is a function", () => {
    expect(match('history')).toMatchObject({ kind: 'screen', title: 'History' });
    expect(match('history/OWO-1')).toMatchObject({ kind: 'screen', title: 'Receipt OWO-1' });
    expect(match('home')).toMatchObject({ kind: 'screen', title: undefined });
  });

  it('ignores leading and trailing slashes', () => {
    expect(match('/history/')).toMatchObject({ kind: 'screen', screen: 'history' });
  });

  it('treats a param its route does not accept as no page', () => {
    expect(match('settings/profile')).toMatchObject({ kind: 'screen', screen: 'settings' });
    expect(match('settings/nope')).toEqual({ kind: 'not-found' });
    expect(match('settings')).toEqual({ kind: 'redirect', to: 'settings/profile' });
  });

  it("gives children their parent's roles", () => {
    expect(match('admin')).toMatchObject({ roles: ['admin'] });
    expect(match('admin/users')).toMatchObject({ screen: 'users', roles: ['admin'] });
    expect(match('home')).toMatchObject({ roles: undefined });
  });

  it('finds nothing for an unknown or too deep path', () => {
    expect(match('nope')).toEqual({ kind: 'not-found' });
    expect(match('home/send-money-user/extra')).toEqual({ kind: 'not-found' });
  });
});
