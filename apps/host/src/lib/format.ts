const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
const nairaFormat = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** '12 Nov 2026'; an unparseable date falls back to the raw text rather than 'Invalid Date'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** Amounts travel as integers in kobo (DESIGN.md); a missing amount shows as ₦0.00. */
export function formatNaira(kobo: number | undefined): string {
  return nairaFormat.format((kobo ?? 0) / 100);
}
