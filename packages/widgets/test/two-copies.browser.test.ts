// Two copies of Owo on one page: this test file's own bundle (the widgets and core from source) and the
// built script-tag bundle, loaded twice under different URLs (web-test-runner.config.mjs). They share
// the first copy's runtime and elements, and the page is warned once.
import { getRuntime } from '../src/internal/runtime';
import { assert, assertEqual, nextFrames, waitFor } from './assert';

const runtimeOnPage = () => (globalThis as { [key: symbol]: unknown })[Symbol.for('owo.runtime')];

describe('two copies of the bundle on one page', () => {
  it('share the first copy’s runtime and elements and warn once', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      // The first copy: the built bundle registers every element; the toaster starts the page runtime.
      const first = '/dist/standalone/define.js';
      await import(first);
      const toaster = document.createElement('owo-toaster');
      document.body.append(toaster);
      await nextFrames();
      const runtime = await waitFor(runtimeOnPage, { message: 'the page runtime' });
      assertEqual(warnings.length, 0, 'one copy: no warning');

      // The second copy (this file's bundle) finds the first one's runtime and uses it.
      assert(getRuntime() === runtime, 'the second copy uses the runtime the first one made');
      getRuntime().bus.emit('toast:show', { kind: 'success', message: 'From the second copy', id: 'two-1' });
      const item = await waitFor(() => toaster.shadowRoot?.querySelector('.owo-toast'));
      assertEqual(
        item.textContent,
        'From the second copy',
        "the first copy's toaster shows the second's toast",
      );

      // A third copy registers nothing new and adds no warning.
      const third = '/second-copy/dist/standalone/define.js';
      await import(third);
      assert(customElements.get('owo-login'), 'still defined');
      assertEqual(warnings.length, 1, `one warning for the page: ${warnings.join(' | ')}`);
      assert(/second copy of Owo/.test(warnings[0] ?? ''), `the warning: ${warnings[0]}`);
    } finally {
      console.warn = warn;
    }
  });
});
