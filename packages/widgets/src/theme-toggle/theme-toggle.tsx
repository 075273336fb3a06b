import { useSyncExternalStore } from 'react';
import { getThemeController, THEMES, type Theme } from '../internal/runtime';

/** The theme a press moves to: core's order, light → dark → system → light. */
const nextTheme = (theme: Theme): Theme => THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] as Theme;

/** What the button says: the theme now and the one a press moves to. */
export function themeToggleLabel(theme: Theme): string {
  return `Theme: ${theme}. Switch to ${nextTheme(theme)} theme`;
}

const ICONS: Record<Theme, string> = {
  // A sun.
  light:
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42',
  // A crescent moon.
  dark: 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z',
  // A monitor: follow the operating system.
  system: 'M3 4h18v12H3zM8 20h8M12 16v4',
};

/**
 * The header's theme button (SPEC.md 4, Theme): each press moves the page's theme controller on, which
 * stores the choice and marks <html> with the light or dark class every Owo element follows.
 */
export function ThemeToggle() {
  const controller = getThemeController();
  const { theme } = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return (
    <button
      type="button"
      className="owo-theme-toggle"
      part="button"
      data-theme={theme}
      aria-label={themeToggleLabel(theme)}
      title={themeToggleLabel(theme)}
      onClick={() => controller.cycle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={ICONS[theme]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
