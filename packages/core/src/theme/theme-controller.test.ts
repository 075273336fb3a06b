import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type StorageLike } from '../session/storage';
import {
  createThemeController,
  type MediaQueryListLike,
  THEME_STORAGE_KEY,
  type ThemeController,
  type ThemeControllerOptions,
} from './theme-controller';

/** An operating system whose dark-mode setting the test can flip. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query: MediaQueryListLike = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn((_query: string) => query),
    listeners,
    setDark(dark: boolean) {
      prefersDark = dark;
      for (const listener of [...listeners]) listener();
    },
  };
}

let controller: ThemeController | undefined;
afterEach(() => {
  controller?.destroy();
  controller = undefined;
});

function setup({ stored, prefersDark = false }: { stored?: string; prefersDark?: boolean } = {}) {
  const storage = createMemoryStorage();
  if (stored !== undefined) storage.setItem(THEME_STORAGE_KEY, stored);
  const system = fakeSystem(prefersDark);
  const root = document.createElement('div');
  const storageEvents = new EventTarget();
  const options: ThemeControllerOptions = {
    storage,
    matchMedia: system.matchMedia,
    root,
    storageEvents,
  };
  controller = createThemeController(options);
  /** Another tab of the origin writes the shared storage, then the browser tells this tab. */
  const otherTab = (value: string | null, key: string | null = THEME_STORAGE_KEY) => {
    if (key === THEME_STORAGE_KEY) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
    storageEvents.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  };
  return { controller, storage, system, root, otherTab };
}

const rootTheme = (root: HTMLElement) => ({
  light: root.classList.contains('light'),
  dark: root.classList.contains('dark'),
  colorScheme: root.style.colorScheme,
});

describe('the theme on start', () => {
  it('becomes system on a first run when the OS prefers dark, without storing it', () => {
    const { controller, storage, system } = setup({ prefersDark: true });
    expect(system.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(controller.theme).toBe('system');
    expect(controller.resolvedTheme).toBe('dark');
    expect(storage.getItem('theme')).toBeNull();
  });

  it('becomes light on a first run when the OS prefers light', () => {
    const { controller } = setup({ prefersDark: false });
    expect(controller.getSnapshot()).toEqual({ theme: 'light', resolved: 'light' });
  });

  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('reads the stored %s (OS dark: %s) → draws %s', (stored, prefersDark, resolved) => {
    const { controller } = setup({ stored, prefersDark });
    expect(controller.getSnapshot()).toEqual({ theme: stored, resolved });
  });

  it.each(['blue', 'DARK', '', '"dark"'])(
    'ignores an invalid stored value %j and applies the first-run rule',
    (stored) => {
      expect(setup({ stored, prefersDark: true }).controller.theme).toBe('system');
      controller?.destroy();
      expect(setup({ stored, prefersDark: false }).controller.theme).toBe('light');
    },
  );

  it('falls back to the first-run rule when reading storage throws', () => {
    const storage: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const system = fakeSystem(true);
    controller = createThemeController({
      storage,
      matchMedia: system.matchMedia,
      root: null,
      storageEvents: null,
    });
    expect(controller.theme).toBe('system');
  });
});

describe('the document root', () => {
  it('carries the dark class and color-scheme when dark is drawn', () => {
    const { root } = setup({ stored: 'dark' });
    expect(rootTheme(root)).toEqual({ light: false, dark: true, colorScheme: 'dark' });
  });

  it('swaps the class rather than adding a second one', () => {
    const { controller, root } = setup({ stored: 'dark' });
    controller.setTheme('light');
    expect(rootTheme(root)).toEqual({ light: true, dark: false, colorScheme: 'light' });
    controller.setTheme('dark');
    expect(rootTheme(root)).toEqual({ light: false, dark: true, colorScheme: 'dark' });
  });

  it('carries the resolved class, never "system"', () => {
    const { root } = setup({ stored: 'system', prefersDark: true });
    expect(root.classList.contains('system')).toBe(false);
    expect(rootTheme(root).dark).toBe(true);
  });
});

describe('changing the theme', () => {
  it('writes each change back under the key theme', () => {
    const { controller, storage } = setup();
    controller.setTheme('dark');
    expect(storage.getItem('theme')).toBe('dark');
    controller.setTheme('system');
    expect(storage.getItem('theme')).toBe('system');
  });

  it('cycles light → dark → system → light, storing each step', () => {
    const { controller, storage } = setup({ stored: 'light' });
    const seen = [controller.cycle(), controller.cycle(), controller.cycle()];
    expect(seen).toEqual(['dark', 'system', 'light']);
    expect(storage.getItem('theme')).toBe('light');
  });

  it('starts the cycle from the first-run system theme', () => {
    const { controller } = setup({ prefersDark: true });
    expect(controller.cycle()).toBe('light');
  });

  it('stores an explicit choice even when it equals the first-run default', () => {
    const { controller, storage } = setup({ prefersDark: false });
    controller.setTheme('light');
    expect(storage.getItem('theme')).toBe('light');
  });

  it('refuses an unknown theme', () => {
    const { controller, storage } = setup();
    expect(() => controller.setTheme('sepia' as never)).toThrow(TypeError);
    expect(storage.getItem('theme')).toBeNull();
    expect(controller.theme).toBe('light');
  });

  it('still applies a theme when storage refuses the write', () => {
    const system = fakeSystem(false);
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    controller = createThemeController({
      storage,
      matchMedia: system.matchMedia,
      root: null,
      storageEvents: null,
    });
    controller.setTheme('dark');
    expect(controller.resolvedTheme).toBe('dark');
  });
});

describe('following the operating system', () => {
  it('redraws system live when the OS setting changes', () => {
    const { controller, system, root } = setup({ stored: 'system', prefersDark: false });
    system.setDark(true);
    expect(controller.getSnapshot()).toEqual({ theme: 'system', resolved: 'dark' });
    expect(rootTheme(root).dark).toBe(true);
    system.setDark(false);
    expect(controller.resolvedTheme).toBe('light');
    expect(rootTheme(root)).toEqual({ light: true, dark: false, colorScheme: 'light' });
  });

  it('leaves an explicit light or dark alone when the OS changes', () => {
    const { controller, system } = setup({ stored: 'light' });
    system.setDark(true);
    expect(controller.resolvedTheme).toBe('light');
  });

  it('follows the OS again once system is chosen after light', () => {
    const { controller, system } = setup({ stored: 'light', prefersDark: true });
    controller.setTheme('system');
    expect(controller.resolvedTheme).toBe('dark');
    system.setDark(false);
    expect(controller.resolvedTheme).toBe('light');
  });
});

describe('subscribers', () => {
  it('hear each change with the new state, and stop after unsubscribing', () => {
    const { controller, system } = setup({ stored: 'light' });
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    controller.setTheme('system');
    system.setDark(true);
    expect(listener.mock.calls).toEqual([
      [{ theme: 'system', resolved: 'light' }],
      [{ theme: 'system', resolved: 'dark' }],
    ]);
    unsubscribe();
    controller.setTheme('light');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('are not told about a change that changes nothing', () => {
    const { controller } = setup({ stored: 'dark' });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.setTheme('dark');
    expect(listener).not.toHaveBeenCalled();
  });

  it('get the same snapshot object until something changes', () => {
    const { controller } = setup({ stored: 'dark' });
    const before = controller.getSnapshot();
    expect(controller.getSnapshot()).toBe(before);
    controller.setTheme('light');
    expect(controller.getSnapshot()).not.toBe(before);
  });
});

describe('other tabs', () => {
  it('follow a theme another tab stored, without writing it again', () => {
    const { controller, storage, otherTab, root } = setup({ stored: 'light' });
    const setItem = vi.spyOn(storage, 'setItem');
    otherTab('dark');
    expect(controller.theme).toBe('dark');
    expect(rootTheme(root).dark).toBe(true);
    // The one write is the other tab's own; this tab does not echo it back.
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('apply the first-run rule when another tab removes the theme', () => {
    const { controller, otherTab } = setup({ stored: 'dark', prefersDark: true });
    otherTab(null);
    expect(controller.theme).toBe('system');
  });

  it('ignore an invalid value from another tab', () => {
    const { controller, otherTab } = setup({ stored: 'dark' });
    otherTab('purple');
    expect(controller.theme).toBe('light');
  });

  it('ignore changes to other keys', () => {
    const { controller, storage, otherTab } = setup({ stored: 'dark' });
    storage.setItem('theme', 'light');
    otherTab('x', '@accessToken');
    expect(controller.theme).toBe('dark');
  });
});

describe('destroy', () => {
  it('removes the OS and storage listeners and the subscribers', () => {
    const { controller, system, otherTab } = setup({ stored: 'system' });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.destroy();
    expect(system.listeners.size).toBe(0);
    system.setDark(true);
    otherTab('light');
    expect(controller.getSnapshot()).toEqual({ theme: 'system', resolved: 'light' });
    controller.setTheme('dark');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('getThemeController', () => {
  const THEME_KEY = Symbol.for('owo.theme');
  const slot = globalThis as Record<symbol, unknown>;

  /** A fresh copy of the module, as a second bundle on the page would load it. */
  const loadCopy = async () => {
    vi.resetModules();
    return import('./theme-controller');
  };

  beforeEach(() => {
    delete slot[THEME_KEY];
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => {
    (slot[THEME_KEY] as ThemeController | undefined)?.destroy();
    vi.restoreAllMocks();
  });

  it('returns one controller per page, shared by every bundle copy through globalThis', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    const shared = first.getThemeController();
    expect(second.getThemeController()).toBe(shared);
    expect(slot[THEME_KEY]).toBe(shared);
  });

  it('uses localStorage, matchMedia and the document root by default', async () => {
    localStorage.setItem('theme', 'system');
    const darkSystem = fakeSystem(true);
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => darkSystem.matchMedia(query) as MediaQueryList);
    const { getThemeController } = await loadCopy();
    const theme = getThemeController();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(theme.resolvedTheme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    theme.setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('follows a real storage event for localStorage but not for sessionStorage', async () => {
    const { getThemeController } = await loadCopy();
    const theme = getThemeController();
    sessionStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: sessionStorage }));
    expect(theme.theme).toBe('light');
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }));
    expect(theme.theme).toBe('dark');
  });

  it('makes a new controller after the shared one is destroyed', async () => {
    const { getThemeController } = await loadCopy();
    const first = getThemeController();
    first.destroy();
    expect(slot[THEME_KEY]).toBeUndefined();
    expect(getThemeController()).not.toBe(first);
  });
});
