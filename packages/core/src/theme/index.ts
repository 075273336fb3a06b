export {
  createThemeController,
  getThemeController,
  isTheme,
  type MediaQueryListLike,
  type ResolvedTheme,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
  type ThemeController,
  type ThemeControllerOptions,
  type ThemeRoot,
  type ThemeState,
} from './theme-controller';
