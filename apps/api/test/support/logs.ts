/**
 * The secrets in `secrets` that appear in `text`. A secret made of digits (a PIN, a BVN) is looked for as a
 * whole number: the log's millisecond timestamps and response times (5.333999999999) hold every short run
 * of digits sooner or later, and a PIN found inside one is no leak.
 */
export function leakedSecrets(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) =>
    /^\d+$/.test(secret) ? new RegExp(`(?<![\\d.])${secret}(?![\\d])`).test(text) : text.includes(secret),
  );
}
