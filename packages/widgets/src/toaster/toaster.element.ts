import { defineElement } from '../internal/define';
import { Toaster } from './toaster';
import css from './toaster.css?inline';
import type { ToasterProps } from './toaster-props';

/**
 * Shows the page's toasts: every message any Owo widget (or `toast.success(...)`) sends through the shared
 * runtime, stacked at the top end of the viewport (at the bottom on a phone, up to 640 px wide, so the
 * page's header stays usable), above open dialogs. At most three show: a new one pushes the oldest out,
 * and a sign-in closes them all. Each closes itself after 10 s with a progress bar; hovering or focusing
 * one pauses it. Toasts sent in the 10 s before it upgrades are shown, in order, when it does. Put one
 * on a page.
 *
 * @tag owo-toaster
 *
 * @attr {number} duration - Milliseconds each toast stays open. Default 10000.
 * @attr {'light' | 'dark' | 'system'} theme - Overrides the page's theme (a light/dark class or theme attribute on an ancestor).
 *
 * @csspart toasts - The stack (a manual popover in the top layer).
 * @csspart toast - One toast.
 *
 * @cssproperty --owo-toast-width - Width of the stack. Default 22rem.
 * @cssproperty --owo-toast-offset - Distance from the viewport's top and end edges. Default 1rem.
 * @cssproperty --owo-toast-success-color - Success icon and bar colour. Default #a5dc86 light, #10B981 dark.
 * @cssproperty --owo-toast-error-color - Error icon and bar colour. Default #f27474 light, #EF4444 dark.
 * @cssproperty --owo-toast-warning-color - Warning icon and bar colour. Default #f8bb86.
 * @cssproperty --owo-toast-info-color - Info icon and bar colour. Default #3fc3ee.
 */
export const OwoToasterElement = defineElement('owo-toaster', Toaster, {
  props: { duration: 'number' },
  styles: [css],
  usesApi: false,
});

export interface OwoToaster extends HTMLElement, ToasterProps {}

declare global {
  interface HTMLElementTagNameMap {
    'owo-toaster': OwoToaster;
  }
}
