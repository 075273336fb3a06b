import { type DateInput, toValidDate } from './valid-date';

export const RELATIVE_TIME_FALLBACK = 'some time ago';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest first: a distance is told in the largest unit it holds at least once. */
const UNITS = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
] as const satisfies ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]>;

const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export interface FormatRelativeTimeOptions {
  /** The moment to measure from; defaults to the current time. */
  now?: Date | number;
}

/**
 * How long ago (or until) a moment is, in English: 'just now', '5 minutes ago', 'yesterday',
 * 'last week', '3 months ago', 'in 2 hours'. Units count whole elapsed periods, so 'yesterday' means
 * 24 to 48 hours ago, not the previous calendar day. A missing or invalid date reads
 * 'some time ago' and is logged; this never throws, as it renders inside lists.
 */
export function formatRelativeTime(
  input: DateInput,
  { now = Date.now() }: FormatRelativeTimeOptions = {},
): string {
  const date = toValidDate(input);
  const from = toValidDate(now);
  if (!date || !from) {
    console.warn(
      `formatRelativeTime: not a valid date, showing '${RELATIVE_TIME_FALLBACK}':`,
      date ? now : input,
    );
    return RELATIVE_TIME_FALLBACK;
  }
  const elapsed = date.getTime() - from.getTime();
  const distance = Math.abs(elapsed);
  for (const [unit, size] of UNITS) {
    if (distance >= size) return formatter.format(Math.sign(elapsed) * Math.floor(distance / size), unit);
  }
  return 'just now';
}
