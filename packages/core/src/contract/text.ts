import * as z from 'zod/mini';

/** Tab, line feed and carriage return: the whitespace a multi-line field (a message) may hold. */
const LINE_WHITESPACE = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls (NUL first of all), DEL and the C1 block. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code) && !(multiline && LINE_WHITESPACE.has(code))) return true;
  }
  return false;
}

/**
 * The check every string field of the contract starts with. No form field legitimately holds a control
 * character, PostgreSQL refuses NUL in text (a 500 before this check), and a line break in a one-line
 * field could reach a mail header or a log line. `multiline` lets a message keep its tabs and line breaks.
 */
export function noControlCharacters(label: string, options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => !hasControlCharacters(value, options), {
    error: `${label} cannot contain control characters`,
  });
}

/** A string field: `error` for a missing or non-string value, then the control-character check. */
export function textField(error: string, label: string, options: { multiline?: boolean } = {}) {
  return z.string({ error }).check(noControlCharacters(label, options));
}
