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

let lockSheet: CSSStyleSheet | null = null;

/**
 * Hides the page's overflow with an adopted sheet rather than <html>'s style attribute: a page whose CSP
 * has no 'unsafe-inline' styles (style-src 'self') refuses attribute writes, and the page's own inline
 * style is never touched, so it is back exactly as it was.
 */
function hideOverflow(): () => void {
  if (!lockSheet) {
    lockSheet = new CSSStyleSheet();
    lockSheet.replaceSync('html { overflow: hidden !important; }');
  }
  const sheet = lockSheet;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/**
 * Stops the page scrolling behind a modal by hiding overflow on <html>: the one change a widget makes
 * to the host page. Locks nest; the last release removes it.
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
