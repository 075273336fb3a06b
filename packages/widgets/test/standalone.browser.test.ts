// The script-tag build, as a partner page loads it: dist/standalone (run `pnpm build` first).
import { assert, assertEqual, nextFrames, waitFor } from './assert';

interface PageRuntime {
  version: string;
  bus: { emit(type: 'toast:show', payload: { kind: 'success'; message: string; id: string }): void };
}

const runtimeOnPage = () =>
  (globalThis as { [key: symbol]: PageRuntime | undefined })[Symbol.for('owo.runtime')];

describe('standalone build', () => {
  it('registers <owo-toaster> from its own entry, writes nothing to <head>, and shows toasts from the page runtime', async () => {
    const head = document.head.innerHTML;
    // A variable keeps the bundler from following the import: the browser fetches the built file.
    const entry = '/dist/standalone/toaster.js';
    await import(entry);
    assert(customElements.get('owo-toaster'), 'defined');
    const element = document.createElement('owo-toaster');
    document.body.append(element);
    await nextFrames();
    const runtime = await waitFor(runtimeOnPage, { message: 'the page runtime' });
    runtime.bus.emit('toast:show', { kind: 'success', message: 'From the page', id: 'standalone-1' });
    const item = await waitFor(() => element.shadowRoot?.querySelector('.owo-toast'));
    assertEqual(item.textContent, 'From the page');
    assertEqual(getComputedStyle(item).display, 'flex', 'styles adopted');
    assertEqual(document.head.innerHTML, head, 'nothing added to <head>');
  });

  it('define.js registers everything again without clashing', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const all = '/dist/standalone/define.js';
      await import(all);
      assert(customElements.get('owo-toaster'), 'still defined');
      assertEqual(warnings.length, 0, 'same version: no warning');
    } finally {
      console.warn = warn;
    }
  });
});
