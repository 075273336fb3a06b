import { defineElement } from '../internal/define';
import { ThemeToggle } from './theme-toggle';
import css from './theme-toggle.css?inline';

/**
 * A button that moves the page's theme on: light → dark → system → light (system follows the operating
 * system, live). The choice is stored (localStorage `theme`) and marks `<html>` with a `light` or `dark`
 * class, which every Owo element on the page, and the page's own CSS, can follow. Its label says the
 * current theme and the next one; its icon shows the current one.
 *
 * @tag owo-theme-toggle
 *
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the theme this button itself is drawn in (not the page's).
 *
 * @csspart button - The button.
 *
 * @cssproperty --owo-theme-toggle-size - Width and height of the button. Default 2.5rem.
 */
export const OwoThemeToggleElement = defineElement('owo-theme-toggle', ThemeToggle, {
  styles: [css],
  usesApi: false,
});

export type OwoThemeToggle = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'owo-theme-toggle': OwoThemeToggle;
  }
}
