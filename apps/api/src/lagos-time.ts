/** Built once: toLocaleString builds a formatter on every call, and every money notice and alert asks. */
const LAGOS_TIME = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** "Nov 28, 2026, 11:30 AM": a moment as a person in Lagos reads it, in notices and emails. */
export function lagosTime(date: Date): string {
  return LAGOS_TIME.format(date);
}
