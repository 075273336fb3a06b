/**
 * The one-time-code rules (SPEC.md 5): only 0-9; a paste is accepted only if it is all digits, and is
 * cut to the code length. The value is the digits entered so far, left to right, with no gaps.
 */

/** The code a paste yields, or null when it is rejected. Surrounding whitespace (from an email) is ignored. */
export function acceptOtpPaste(text: string, length: number): string | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? trimmed.slice(0, length) : null;
}

/** Puts a digit in box `index` (or the first empty box, if that comes earlier). */
export function setOtpDigit(value: string, index: number, digit: string, length: number): string {
  const at = Math.min(index, value.length);
  return (value.slice(0, at) + digit + value.slice(at + 1)).slice(0, length);
}

export function removeOtpDigit(value: string, index: number): string {
  return value.slice(0, index) + value.slice(index + 1);
}

/**
 * What typing into box `index` produced when no key event told us (mobile keyboards, autofill): the box
 * now holds `raw`. Returns the new value, or null to reject the input.
 */
export function otpFromBoxInput(value: string, index: number, raw: string, length: number): string | null {
  if (!/^\d*$/.test(raw)) return null;
  if (raw === '') return removeOtpDigit(value, index);
  // Autofill (autocomplete="one-time-code") drops the whole code into one box.
  if (raw.length >= length) return raw.slice(0, length);
  const previous = value[index];
  // Typed into a filled box: keep the digit that is new.
  const digit = raw.length > 1 && previous !== undefined ? raw.replace(previous, '') || previous : raw;
  return setOtpDigit(value, index, digit.slice(-1), length);
}
