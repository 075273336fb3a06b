/**
 * For the docs only: registers <owo-kit-demo>, which shows one UI-kit piece by name
 * (`<owo-kit-demo piece="modal" placement="left">`). Imported by the kit stories alone, on demand from a
 * variant's `setup-app` (`() => import('../kit-demo/kit-demo.define').then((m) => m.defineKitDemo())`), so
 * no build entry, size figure or custom-elements manifest includes it: it lives outside the
 * src/<name>/<name>.element.ts layout those read, and neither src/define.ts nor src/index.ts imports it.
 */
import { defineElement } from '../../internal/define';
import { KitDemo, kitDemoAttributes } from './kit-demo';
import css from './kit-demo.css?inline';

/** Registers <owo-kit-demo> with the package's own defineElement (once; later calls return it). */
export function defineKitDemo(): CustomElementConstructor | undefined {
  return defineElement('owo-kit-demo', KitDemo, { props: kitDemoAttributes, styles: [css] });
}
