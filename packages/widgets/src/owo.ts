// The served script, /widgets/v1/owo.js: the one tag a partner page needs. Unless the page said
// otherwise (an `api-base` attribute, configureRuntime), the page's runtime calls the API on the origin
// this script came from. Each element's code loads when its tag first appears in the document, so a
// page pays only for the elements it shows (DESIGN.md's size budgets), and the default is set before
// any of them can start the runtime. window.Owo arrives with the first element.
// No static import: this entry shares no chunk with the elements, so it costs a page well under 1 kB.

// What core's configureRuntime writes (packages/core/src/runtime.ts, CONFIG_KEY), keeping anything the
// page configured first.
const CONFIG_KEY = Symbol.for('owo.runtime.config');
const slot = globalThis as { [CONFIG_KEY]?: { apiBase?: string } };
slot[CONFIG_KEY] = { apiBase: new URL(import.meta.url).origin, ...slot[CONFIG_KEY] };

const entries = import.meta.glob('./*/*.element.ts');
const requested = new Set<string>();

function load(element: Element) {
  const name = element.localName.slice('owo-'.length);
  const entry = element.localName.startsWith('owo-') ? entries[`./${name}/${name}.element.ts`] : undefined;
  if (!entry || requested.has(name)) return;
  requested.add(name);
  void entry();
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
