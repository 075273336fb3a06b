// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime, RELATIVE_TIME_FALLBACK } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 59 * SECOND, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, 'yesterday'],
    [47 * HOUR, 'yesterday'],
    [2 * DAY, '2 days ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, 'last week'],
    [15 * DAY, '2 weeks ago'],
    [30 * DAY, 'last month'],
    [100 * DAY, '3 months ago'],
    [365 * DAY, 'last year'],
    [800 * DAY, '2 years ago'],
  ])('tells %i ms ago as %j', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), { now: NOW })).toBe(expected);
  });

  it('tells a future moment (a skewed clock) forwards', () => {
    expect(formatRelativeTime(ago(-30 * SECOND), { now: NOW })).toBe('just now');
    expect(formatRelativeTime(ago(-2 * HOUR), { now: NOW })).toBe('in 2 hours');
    expect(formatRelativeTime(ago(-DAY), { now: NOW })).toBe('tomorrow');
  });

  it('takes now as a Date, and defaults it to the current time', () => {
    expect(formatRelativeTime(ago(3 * HOUR), { now: new Date(NOW) })).toBe('3 hours ago');
    vi.useFakeTimers({ now: NOW });
    expect(formatRelativeTime(ago(10 * MINUTE))).toBe('10 minutes ago');
  });

  it.each(['yesterday-ish', '', null, undefined])(
    'falls back to "some time ago" for %j and warns once',
    (input) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(formatRelativeTime(input, { now: NOW })).toBe('some time ago');
      expect(RELATIVE_TIME_FALLBACK).toBe('some time ago');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[1]).toBe(input);
    },
  );

  it('warns on every call that meets an invalid date, not only the first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    formatRelativeTime('bad', { now: NOW });
    formatRelativeTime('bad', { now: NOW });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('falls back instead of throwing when now itself is invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatRelativeTime(ago(HOUR), { now: Number.NaN })).toBe('some time ago');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
