import { defaultStorage, type StorageLike } from '../session/storage';

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

export interface ThemeState {
  /** What the person chose (or the first-run default). */
  theme: Theme;
  /** What is drawn: 'system' resolved against the operating system's setting. */
  resolved: ResolvedTheme;
}

/** The parts of MediaQueryList used here. */
export interface MediaQueryListLike {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** The parts of the document root used here. */
export interface ThemeRoot {
  classList: Pick<DOMTokenList, 'add' | 'remove'>;
  style: Pick<CSSStyleDeclaration, 'colorScheme'>;
}

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ThemeControllerOptions {
  /** Where the choice is kept; defaults to localStorage (a memory store where it is unusable). */
  storage?: StorageLike;
  /** Defaults to window.matchMedia; null means no OS preference (light). */
  matchMedia?: ((query: string) => MediaQueryListLike) | null;
  /** Receives the `light` or `dark` class and `color-scheme`; defaults to the document root. */
  root?: ThemeRoot | null;
  /** Where other tabs' 'storage' events arrive; defaults to window. */
  storageEvents?: EventSource | null;
}

export interface ThemeController {
  readonly theme: Theme;
  readonly resolvedTheme: ResolvedTheme;
  /** The current state; the same object until it changes (fit for useSyncExternalStore). */
  getSnapshot(): ThemeState;
  /** Applies and stores a theme. */
  setTheme(theme: Theme): void;
  /** light → dark → system → light, as the header button does; returns the new theme. */
  cycle(): Theme;
  /** Called after each change of theme or resolved theme; returns the unsubscribe. */
  subscribe(listener: (state: ThemeState) => void): () => void;
  /** Removes every listener this controller added; the root keeps its last class. */
  destroy(): void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

const hasWindow = () => typeof window !== 'undefined';

/**
 * The theme of SPEC.md 4. A stored theme wins; with none (or an unknown value) the first-run rule
 * applies: 'system' when the OS prefers dark, else 'light'. That default is not written back, so
 * someone who never chose keeps getting the rule; only setTheme and cycle store a value.
 */
export function createThemeController(options: ThemeControllerOptions = {}): ThemeController {
  const storage = options.storage ?? defaultStorage();
  const matchMedia =
    options.matchMedia === undefined
      ? hasWindow() && typeof window.matchMedia === 'function'
        ? window.matchMedia.bind(window)
        : null
      : options.matchMedia;
  const root = options.root === undefined ? (hasWindow() ? document.documentElement : null) : options.root;
  const storageEvents =
    options.storageEvents === undefined ? (hasWindow() ? window : null) : options.storageEvents;

  const darkQuery = matchMedia?.(DARK_QUERY) ?? null;
  const listeners = new Set<(state: ThemeState) => void>();

  const readStored = (): Theme | null => {
    try {
      const value = storage.getItem(THEME_STORAGE_KEY);
      return isTheme(value) ? value : null;
    } catch {
      return null;
    }
  };
  const firstRun = (): Theme => (darkQuery?.matches ? 'system' : 'light');
  const resolve = (theme: Theme): ResolvedTheme =>
    theme === 'system' ? (darkQuery?.matches ? 'dark' : 'light') : theme;

  let state: ThemeState = { theme: 'light', resolved: 'light' };
  const apply = (theme: Theme) => {
    const resolved = resolve(theme);
    if (root) {
      root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
      root.classList.add(resolved);
      root.style.colorScheme = resolved;
    }
    if (theme === state.theme && resolved === state.resolved) return;
    state = { theme, resolved };
    for (const listener of [...listeners]) listener(state);
  };

  // Only 'system' resolves differently; re-applying light or dark changes nothing.
  const onSystemChange = () => apply(state.theme);
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    // key null: another tab cleared the storage. The value is re-read rather than taken from the
    // event, so an event about sessionStorage (same key) cannot put a value this tab never stored.
    if (key !== null && key !== THEME_STORAGE_KEY) return;
    apply(readStored() ?? firstRun());
  };

  apply(readStored() ?? firstRun());
  darkQuery?.addEventListener('change', onSystemChange);
  storageEvents?.addEventListener('storage', onStorage);

  const controller: ThemeController = {
    get theme() {
      return state.theme;
    },
    get resolvedTheme() {
      return state.resolved;
    },
    getSnapshot: () => state,
    setTheme(theme) {
      if (!isTheme(theme)) throw new TypeError(`Unknown theme ${String(theme)}: use ${THEMES.join(', ')}`);
      try {
        storage.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Storage full or blocked: the theme still applies for this page.
      }
      apply(theme);
    },
    cycle() {
      controller.setTheme(NEXT[state.theme]);
      return state.theme;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      darkQuery?.removeEventListener('change', onSystemChange);
      storageEvents?.removeEventListener('storage', onStorage);
      listeners.clear();
      if (slot[THEME_KEY] === controller) delete slot[THEME_KEY];
    },
  };
  return controller;
}

const THEME_KEY = Symbol.for('owo.theme');
const slot = globalThis as Record<symbol, unknown>;

/** The page's one theme controller, shared by every widget and the host (and every bundle copy). */
export function getThemeController(): ThemeController {
  let controller = slot[THEME_KEY] as ThemeController | undefined;
  if (!controller) {
    controller = createThemeController();
    slot[THEME_KEY] = controller;
  }
  return controller;
}
