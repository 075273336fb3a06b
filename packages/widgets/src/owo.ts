// The served script, /widgets/v1/owo.js: the one tag a partner page needs. Unless the page said
// otherwise (an `api-base` attribute, configureRuntime), the page's runtime calls the API on the origin
// this script came from. Each element's code loads when its tag first appears in the document, so a
// page pays only for the elements it shows (DESIGN.md's size budgets), and the default is set before
// any of them can start the runtime. window.Owo arrives with the first element.
// Its one static import (the element names) is its own: it shares no chunk with the elements, so it
// costs a page well under 1 kB.

import { ELEMENT_NAMES } from './element-names';

// What core's configureRuntime writes (packages/core/src/runtime.ts, CONFIG_KEY), keeping anything the
// page configured first.
const CONFIG_KEY = Symbol.for('owo.runtime.config');
const slot = globalThis as { [CONFIG_KEY]?: { apiBase?: string } };
slot[CONFIG_KEY] = { apiBase: new URL(import.meta.url).origin, ...slot[CONFIG_KEY] };

// Each element's entry is a file beside this one (login.js for owo-login). Named, not globbed: a glob
// would write every entry's path out twice into the one script every partner page loads.
const requested = new Set<string>();

/** Core's UNREACHABLE_MESSAGE, written out: this script imports nothing the elements share. */
export const UNREACHABLE = "Can't reach Owo. Check your connection.";

function load(element: Element) {
  const tag = element.localName;
  const name = tag.slice(4);
  if (tag !== `owo-${name}` || !ELEMENT_NAMES.includes(name) || requested.has(name)) return;
  requested.add(name);
  import(/* @vite-ignore */ `./${name}.js`).catch(() => {
    // Its code did not come (offline, Owo down): an element that cannot draw itself says so in its
    // own light DOM, which its shadow root hides once it does draw. Retry loads it again.
    requested.delete(name);
    for (const host of document.querySelectorAll(tag)) {
      host.insertAdjacentHTML('beforeend', `<p role=alert>${UNREACHABLE} <button type=button>Retry</button>`);
      (host.lastElementChild?.lastElementChild as HTMLElement).onclick = () => {
        for (const shown of document.querySelectorAll(`${tag}>[role=alert]`)) shown.remove();
        load(host);
      };
    }
  });
}

function loadWithin(root: Element) {
  load(root);
  for (const element of root.querySelectorAll('*')) load(element);
}

loadWithin(document.documentElement);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) loadWithin(node);
  }
}).observe(document.documentElement, { childList: true, subtree: true });
