export type Theme = 'light' | 'dark';

const themeAttributes = ['class', 'theme', 'data-theme'];
const marked = [
  '.dark',
  '.light',
  '[theme="dark"]',
  '[theme="light"]',
  '[data-theme="dark"]',
  '[data-theme="light"]',
];
const markedSelector = marked.join(',');
const darkQuery = '(prefers-color-scheme: dark)';

function isDarkMark(element: Element): boolean {
  return (
    element.classList.contains('dark') ||
    element.getAttribute('theme') === 'dark' ||
    element.getAttribute('data-theme') === 'dark'
  );
}

/**
 * The theme an element shows. Its own `theme` attribute wins (light, dark, or system: the OS setting);
 * otherwise the nearest ancestor, across shadow boundaries, marked with a light/dark class or a
 * theme/data-theme attribute (the core theme controller marks <html>); otherwise light.
 */
export function resolveTheme(host: Element, prefersDark: boolean): Theme {
  const own = host.getAttribute('theme');
  if (own === 'light' || own === 'dark') return own;
  if (own === 'system') return prefersDark ? 'dark' : 'light';
  let node: Element | null = host;
  while (node) {
    const mark = node.closest(markedSelector);
    if (mark) return isDarkMark(mark) ? 'dark' : 'light';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return 'light';
}

/**
 * Calls onChange with the element's theme now and whenever it changes. Watches the element, <html> and
 * <body> (where theme controllers put their mark) and the OS setting; the returned function stops watching.
 */
export function watchTheme(host: Element, onChange: (theme: Theme) => void): () => void {
  const media = window.matchMedia(darkQuery);
  let current: Theme | undefined;
  const update = () => {
    const next = resolveTheme(host, media.matches);
    if (next === current) return;
    current = next;
    onChange(next);
  };
  const observer = new MutationObserver(update);
  for (const target of [host, document.documentElement, document.body]) {
    if (target) observer.observe(target, { attributes: true, attributeFilter: themeAttributes });
  }
  media.addEventListener('change', update);
  update();
  return () => {
    observer.disconnect();
    media.removeEventListener('change', update);
  };
}
