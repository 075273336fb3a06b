import { afterEach, describe, expect, it } from 'vitest';
import { resolveTheme } from './theme';

describe('resolveTheme', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.body.innerHTML = '';
  });

  it('is light by default and dark under a dark class on <html> (the core theme controller)', () => {
    const host = document.body.appendChild(document.createElement('owo-x'));
    expect(resolveTheme(host, false)).toBe('light');
    document.documentElement.classList.add('dark');
    expect(resolveTheme(host, false)).toBe('dark');
  });

  it("lets the element's theme attribute override the page", () => {
    document.documentElement.classList.add('dark');
    const host = document.body.appendChild(document.createElement('owo-x'));
    host.setAttribute('theme', 'light');
    expect(resolveTheme(host, false)).toBe('light');
    host.setAttribute('theme', 'system');
    expect(resolveTheme(host, true)).toBe('dark');
    expect(resolveTheme(host, false)).toBe('light');
  });

  it('follows the nearest marked ancestor, including theme attributes and across shadow roots', () => {
    document.documentElement.classList.add('dark');
    const section = document.body.appendChild(document.createElement('section'));
    section.setAttribute('data-theme', 'light');
    const outer = section.appendChild(document.createElement('div'));
    const shadow = outer.attachShadow({ mode: 'open' });
    const host = shadow.appendChild(document.createElement('owo-x'));
    expect(resolveTheme(host, false)).toBe('light');
    outer.setAttribute('theme', 'dark');
    expect(resolveTheme(host, false)).toBe('dark');
  });
});
