import { describe, expect, it } from 'vitest';
import { themeToggleLabel } from './theme-toggle';

describe('theme toggle label', () => {
  it('says the current theme and the next one: light → dark → system → light', () => {
    expect(themeToggleLabel('light')).toBe('Theme: light. Switch to dark theme');
    expect(themeToggleLabel('dark')).toBe('Theme: dark. Switch to system theme');
    expect(themeToggleLabel('system')).toBe('Theme: system. Switch to light theme');
  });
});
