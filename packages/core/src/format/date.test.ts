// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, toValidDate } from './date';

describe('formatDate', () => {
  it('shows US English with day, short month, year and 12-hour time', () => {
    expect(formatDate('2026-11-22T15:20:00Z', { timeZone: 'UTC' })).toBe('Nov 22, 2026, 3:20 PM');
  });

  it('shows the morning, midnight and noon on a 12-hour clock', () => {
    expect(formatDate('2026-01-05T09:07:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2026, 9:07 AM');
    expect(formatDate('2026-01-05T00:00:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2026, 12:00 AM');
    expect(formatDate('2026-01-05T12:30:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2026, 12:30 PM');
  });

  it('converts to the given time zone (Lagos is UTC+1)', () => {
    expect(formatDate('2026-11-22T23:30:00Z', { timeZone: 'Africa/Lagos' })).toBe('Nov 23, 2026, 12:30 AM');
  });

  it('takes a Date or epoch milliseconds as well as an ISO string', () => {
    const ms = Date.UTC(2026, 10, 22, 15, 20);
    expect(formatDate(ms, { timeZone: 'UTC' })).toBe('Nov 22, 2026, 3:20 PM');
    expect(formatDate(new Date(ms), { timeZone: 'UTC' })).toBe('Nov 22, 2026, 3:20 PM');
  });

  it.each(['not a date', '', '2026-13-45T99:00:00Z', null, undefined, Number.NaN])(
    'returns null for an invalid or missing date (%j), never "Invalid Date"',
    (input) => {
      expect(formatDate(input)).toBeNull();
    },
  );

  it('returns null for an invalid Date object', () => {
    expect(toValidDate(new Date(Number.NaN))).toBeNull();
    expect(formatDate(new Date('nope'))).toBeNull();
  });
});
