import * as z from 'zod/mini';

// C0 controls (NUL first of all), DEL and the C1 block; a multi-line field keeps tab, LF and CR.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const ONE_LINE = /^[^\0-\x1f\x7f-\x9f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE = /^[^\0-\b\v\f\x0e-\x1f\x7f-\x9f]*$/;

/**
 * The check every string field of the contract has. No form field legitimately holds a control
 * character, PostgreSQL refuses NUL in text (a 500 before this check), and a line break in a one-line
 * field could reach a mail header or a log line. `multiline` lets a message keep its tabs and line breaks.
 * A regex check, not a refinement: it adds no code to the widgets' bundles, only the pattern.
 */
export function noControlCharacters(label: string, multiline = false) {
  return z.regex(multiline ? MULTI_LINE : ONE_LINE, `${label} cannot contain control characters`);
}

/** A string field: `error` for a missing or non-string value, then the control-character check. */
export function textField(error: string, label: string, multiline = false) {
  return z.string({ error }).check(noControlCharacters(label, multiline));
}

/**
 * Where in a request (a body, a query string, path parameters) the first string holding a character no
 * field may hold sits, as `field` or `items.2.name`; null when there is none. The API runs it on every
 * part it accepts, after the schema, so a field whose schema forgot `textField` still cannot carry a
 * NUL to the database. Tab and line breaks pass, as in a multi-line field.
 */
export function controlCharacterField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return MULTI_LINE.test(value) ? null : path || 'value';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found =
      controlCharacterField(key, path) ?? controlCharacterField(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}
