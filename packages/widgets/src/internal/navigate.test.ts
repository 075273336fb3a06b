import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwoNavigateEvent } from '../events/owo-navigate';
import { emailFromState, navigate } from './navigate';
import { getRuntime, sameSitePath } from './runtime';

function fakeLocation() {
  return { assign: vi.fn<(url: string) => void>(), replace: vi.fn<(url: string) => void>() };
}

describe('navigate', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('dispatches a cancelable, bubbling, composed owo-navigate from the element, with the target and state', () => {
    const host = document.body.appendChild(document.createElement('owo-login'));
    const heard: OwoNavigateEvent[] = [];
    document.addEventListener('owo-navigate', (event) => heard.push(event), { once: true });
    navigate(host, '/auth/verify-email', { state: { email: 'ada@example.com' } }, fakeLocation());
    const [event] = heard;
    expect(event?.target).toBe(host);
    expect(event?.cancelable && event.bubbles && event.composed).toBe(true);
    expect(event?.detail).toEqual({ to: '/auth/verify-email', state: { email: 'ada@example.com' } });
  });

  it('tells the bus too', () => {
    const host = document.body.appendChild(document.createElement('owo-login'));
    const heard = vi.fn();
    const off = getRuntime().bus.on('navigate', heard);
    navigate(host, '/app/home', { replace: true }, fakeLocation());
    off();
    expect(heard).toHaveBeenCalledWith({ to: '/app/home', replace: true });
  });

  it('leaves the page to a listener that cancels it', () => {
    const host = document.body.appendChild(document.createElement('owo-login'));
    host.addEventListener('owo-navigate', (event) => event.preventDefault());
    const page = fakeLocation();
    expect(navigate(host, '/app/home', {}, page)).toBe(true);
    expect(page.assign).not.toHaveBeenCalled();
    expect(page.replace).not.toHaveBeenCalled();
  });

  it('falls back to loading the page when nobody cancels it (a partner page with no router)', () => {
    const host = document.body.appendChild(document.createElement('owo-login'));
    const page = fakeLocation();
    expect(navigate(host, '/auth/register', {}, page)).toBe(false);
    expect(page.assign).toHaveBeenCalledWith('/auth/register');
    navigate(host, '/app/home', { replace: true }, page);
    expect(page.replace).toHaveBeenCalledWith('/app/home');
  });

  it('only dispatches the event when the element says navigation="event"', () => {
    const host = document.body.appendChild(document.createElement('owo-login'));
    host.setAttribute('navigation', 'event');
    const page = fakeLocation();
    const heard = vi.fn();
    host.addEventListener('owo-navigate', heard);
    expect(navigate(host, '/app/home', {}, page)).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('outside an element (a React host renders the component) uses the bus alone and loads nothing', () => {
    const page = fakeLocation();
    const heard = vi.fn();
    const off = getRuntime().bus.on('navigate', heard);
    expect(navigate(null, '/app/home', {}, page)).toBe(false);
    off();
    expect(heard).toHaveBeenCalledWith({ to: '/app/home' });
    expect(page.assign).not.toHaveBeenCalled();
  });
});

describe('sameSitePath', () => {
  it.each([
    ['/app/history', '/app/history'],
    ['/app/home?tab=1#top', '/app/home?tab=1#top'],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    // Issue 9: the URL parser drops tabs and line breaks, so each of these is //evil.example.
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\r/evil.example', null],
    [`${location.origin}/app/home`, null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['app/home', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});

describe('emailFromState', () => {
  it('reads a non-empty string email and nothing else', () => {
    expect(emailFromState({ email: 'ada@example.com' })).toBe('ada@example.com');
    expect(emailFromState({ email: ' ' })).toBeUndefined();
    expect(emailFromState({ email: 42 })).toBeUndefined();
    expect(emailFromState('ada@example.com')).toBeUndefined();
    expect(emailFromState(null)).toBeUndefined();
    expect(emailFromState(undefined)).toBeUndefined();
  });
});
