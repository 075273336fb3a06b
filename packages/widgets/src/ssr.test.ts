// @vitest-environment node
// Server rendering (Node, no DOM): importing the package or its define entry must not throw, touch a
// window or document, or register anything.
import { describe, expect, it } from 'vitest';

describe('on a server', () => {
  it('imports @owo/widgets and @owo/widgets/define without a DOM, and define registers nothing', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const widgets = await import('./index');
    expect(widgets.OwoLoginSuccessEvent).toBeTypeOf('function');
    await import('./define');
    expect(globalThis.Owo).toBeUndefined();
    expect(typeof customElements).toBe('undefined');
    // Transforming every source module on first import takes seconds on a busy machine.
  }, 60_000);
});
