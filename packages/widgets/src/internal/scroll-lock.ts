interface ScrollLockState {
  count: number;
  restore: (() => void) | null;
}

// Page-wide, so two copies of the bundle (or two open modals) share one lock and one saved value.
const key = Symbol.for('owo.scroll-lock');
const holder = globalThis as typeof globalThis & { [key]?: ScrollLockState };

function state(): ScrollLockState {
  holder[key] ??= { count: 0, restore: null };
  return holder[key];
}

function hideOverflow(): () => void {
  const root = document.documentElement;
  const before = root.getAttribute('style');
  const value = root.style.getPropertyValue('overflow');
  const priority = root.style.getPropertyPriority('overflow');
  root.style.setProperty('overflow', 'hidden', 'important');
  const locked = root.getAttribute('style');
  return () => {
    if (root.getAttribute('style') === locked) {
      // Untouched since we locked: put the attribute back byte for byte (or remove it if there was none).
      if (before === null) root.removeAttribute('style');
      else root.setAttribute('style', before);
      return;
    }
    // The page changed other inline styles meanwhile: undo only our property and keep theirs.
    if (value) root.style.setProperty('overflow', value, priority);
    else root.style.removeProperty('overflow');
  };
}

/**
 * Stops the page scrolling behind a modal by hiding overflow on <html>: the one change a widget makes
 * to the host page. Locks nest; the last release restores <html>'s inline style exactly as it was.
 * The returned function releases this lock (once, however often it is called).
 */
export function lockPageScroll(): () => void {
  const lock = state();
  if (lock.count === 0) lock.restore = hideOverflow();
  lock.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.count -= 1;
    if (lock.count === 0) {
      lock.restore?.();
      lock.restore = null;
    }
  };
}
