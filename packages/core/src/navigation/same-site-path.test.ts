// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

const ORIGIN = 'https://owo.example';

describe('sameSitePath', () => {
  it.each([
    ['/app/history', '/app/history'],
    ['/app/home?tab=1#top', '/app/home?tab=1#top'],
    ['/app/../settings', '/settings'],
  ])('keeps the site path %j as %j', (value, expected) => {
    expect(sameSitePath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    // The URL parser drops tabs and line breaks: each of these is //evil.example to a browser.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\t\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'app/home',
    '',
    undefined,
    null,
    42,
  ])('refuses %j', (value) => {
    expect(sameSitePath(value, ORIGIN)).toBeNull();
  });

  it('returns the parsed path, never the raw string', () => {
    expect(sameSitePath('/app\t/home', ORIGIN)).toBe('/app/home');
  });

  it('reads the origin of the page by default', () => {
    const saved = globalThis.location;
    Object.defineProperty(globalThis, 'location', {
      value: new URL(`${ORIGIN}/auth/login`),
      configurable: true,
    });
    try {
      expect(sameSitePath('/app/home')).toBe('/app/home');
      expect(sameSitePath('/\t/evil.example')).toBeNull();
    } finally {
      Object.defineProperty(globalThis, 'location', { value: saved, configurable: true });
    }
  });
});
