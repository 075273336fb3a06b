import { type DateInput, toValidDate } from './valid-date';

export { type DateInput, toValidDate };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface FormatDateOptions {
  /** An IANA zone; defaults to the reader's own. */
  timeZone?: string;
}

/**
 * A date for people, in US English with day, short month, year and 12-hour time (SPEC.md 9):
 * 'Nov 22, 2026, 3:20 PM'. Returns null for a missing or invalid date, so the caller decides what
 * to show instead ('—', or nothing) rather than printing 'Invalid Date'.
 */
export function formatDate(input: DateInput, { timeZone }: FormatDateOptions = {}): string | null {
  const date = toValidDate(input);
  return date && formatterFor(timeZone).format(date);
}
