/**
 * The Home balance's hide toggle, remembered on this device. The account's preference (Settings,
 * Preference: hide the balance by default) applies until the person toggles it here; saving that
 * preference again forgets this device's choice so the new default shows.
 */
const HIDE_KEY = 'owo:hide-balance';

/** This device's choice, or null when the person has not made one. */
export function storedHidden(): boolean | null {
  try {
    const value = localStorage.getItem(HIDE_KEY);
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}

export function storeHidden(hidden: boolean): void {
  try {
    localStorage.setItem(HIDE_KEY, hidden ? '1' : '0');
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
}

export function forgetHidden(): void {
  try {
    localStorage.removeItem(HIDE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
