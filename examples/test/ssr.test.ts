// The packed @owo/widgets and @owo/core, installed by npm as a partner's app has them (run.ts), imported
// on Node as a server-rendering app would: nothing throws, nothing touches a window or a document, and
// the define entry registers nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const project = process.env.OWO_EXAMPLES_PROJECT;
const resolveInProject = (specifier: string) => {
  if (!project) throw new Error('OWO_EXAMPLES_PROJECT is not set: run the examples through run.ts');
  const resolved = createRequire(join(project, 'package.json')).resolve(specifier);
  expect(resolved).toContain(join(project, 'node_modules'));
  return pathToFileURL(resolved).href;
};

describe('the packed packages on a server (Node, no DOM)', () => {
  it('import @owo/core, @owo/widgets, @owo/widgets/react and /define without a DOM; define is a no-op', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');

    const core = await import(resolveInProject('@owo/core'));
    expect(core.formatMoney(150_000)).toBe('₦1,500.00');
    const widgets = await import(resolveInProject('@owo/widgets'));
    expect(widgets.OwoLoginSuccessEvent).toBeTypeOf('function');
    // The React components (the features and the elements' wrappers) are @owo/widgets/react's.
    expect(widgets.Login).toBeUndefined();
    const react = await import(resolveInProject('@owo/widgets/react'));
    expect(react.Login).toBeTypeOf('function');
    expect(react.OwoLogin).toBeTruthy();
    await import(resolveInProject('@owo/widgets/define'));

    expect((globalThis as { Owo?: unknown }).Owo).toBeUndefined();
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('owo.runtime')]).toBeUndefined();
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });
});
