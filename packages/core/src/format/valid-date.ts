/** What the formatters take: an ISO string from the API, a Date, or epoch milliseconds. */
export type DateInput = string | number | Date | null | undefined;

/** The Date behind an input, or null when there is none or it is not a real date. */
export function toValidDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}
