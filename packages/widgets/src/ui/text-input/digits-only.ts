/**
 * SPEC.md 5, digits-only fields: every key is blocked except digits, Backspace, Delete, the arrows and
 * Tab. Enter and Escape pass too: they change no value, and blocking them would break submitting the
 * form and closing a dialog from the keyboard. Shortcuts (Ctrl/⌘ + key) pass so copy, cut, paste, undo
 * and select-all work; what they insert is stripped on change and on paste.
 */
const allowedKeys = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Enter',
  'Escape',
]);

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

export function isDigitKey(key: string): boolean {
  return key.length === 1 && key >= '0' && key <= '9';
}

export function isAllowedDigitsOnlyKey(event: KeyLike): boolean {
  return isDigitKey(event.key) || allowedKeys.has(event.key) || event.ctrlKey || event.metaKey;
}

export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Inserts text at the caret as if typed: the input's own value changes, so React (whose value tracker
 * this bypasses) sees the 'input' event as a real change and calls onChange.
 */
export function insertAtCaret(input: HTMLInputElement, text: string): void {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const room = input.maxLength > 0 ? input.maxLength - (input.value.length - (end - start)) : text.length;
  input.setRangeText(text.slice(0, Math.max(0, room)), start, end, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
