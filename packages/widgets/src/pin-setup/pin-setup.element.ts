import { defineElement } from '../internal/define';
import { PinSetup } from './pin-setup';
import css from './pin-setup.css?inline';
import type { PinSetupProps } from './pin-setup-props';

/**
 * The transaction PIN modal: 'Set PIN', then 'Confirm PIN' on the kit's keypad (digits and Backspace
 * also from the keyboard), then the PIN is sent and the signed-in user's cached record updated. It opens
 * by itself whenever the signed-in user has no PIN and renders nothing for anyone else. While the PIN
 * is required it closes only on success: not by the overlay, not by Escape, since every payment needs
 * the PIN and a dismissed prompt would only return on the next page. Opened on demand (`auto-open="false"`
 * and `open`), Escape and its close button dismiss it.
 *
 * @tag owo-pin-setup
 *
 * @attr {boolean} auto-open - Opens by itself when the signed-in user has no PIN. Default true; `auto-open="false"` to open it yourself.
 * @attr {boolean} open - Set to true (`element.open = true` or `open="true"`) to open it now; it turns false when it closes. Ignored once the user has a PIN.
 * @attr {string} api-base - Origin (and optional path) of the Owo API, e.g. https://api.example.com; default the page's own. The first element on the page to connect sets it for all.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme (a light/dark class or theme attribute on an ancestor).
 *
 * @event {OwoPinSetEvent} owo-pin-set - The PIN was set; the detail is empty (the PIN never leaves the widget).
 *
 * @csspart modal - The dialog, which is also its overlay.
 * @csspart modal-panel - The visible box.
 * @csspart base - The keypad's wrapper.
 */
export const OwoPinSetupElement = defineElement('owo-pin-setup', PinSetup, {
  props: { autoOpen: 'boolean', open: 'boolean' },
  styles: [css],
});

export interface OwoPinSetup extends HTMLElement, PinSetupProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-pin-setup': OwoPinSetup;
  }
}
