import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { assert, assertEqual, sleep, waitFor } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { Sheet } from './sheet';

function Demo({ contentHeight = 300 }: { contentHeight?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Sheet open={open} onClose={() => setOpen(false)} title="Choose a network">
      <div style={{ height: `${contentHeight}px` }}>MTN, Airtel, Glo, 9mobile</div>
    </Sheet>
  );
}

const translateY = (element: Element) => new DOMMatrix(getComputedStyle(element).transform).m42;

describe('Sheet', () => {
  let m: Mounted;
  beforeEach(async () => {
    m = await mount(<Demo />);
  });
  afterEach(async () => {
    m.unmount();
    await resetMouse();
  });

  const dialog = () => m.root.querySelector('dialog');
  const panel = () => m.root.querySelector('.owo-sheet__panel') as HTMLElement;
  const handle = () => m.root.querySelector('.owo-sheet__handle') as HTMLElement;

  async function settled() {
    await waitFor(() => Math.abs(translateY(panel())) < 0.5, { message: 'slid up' });
  }

  async function drag(distance: number, steps: number, pause: number) {
    const rect = handle().getBoundingClientRect();
    const x = Math.round(rect.left + rect.width / 2);
    const y = Math.round(rect.top + rect.height / 2);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    for (let step = 1; step <= steps; step += 1) {
      await sendMouse({ type: 'move', position: [x, y + Math.round((distance * step) / steps)] });
      await sleep(pause);
    }
    await sendMouse({ type: 'up' });
  }

  it('slides up from the bottom with a 0.2 s tween and stays at most 34 px from the top', async () => {
    assert(dialog()?.open, 'open as a modal dialog');
    const start = performance.now();
    await settled();
    assert(performance.now() - start < 1000, 'quick');
    const rect = panel().getBoundingClientRect();
    assert(Math.abs(rect.bottom - innerHeight) < 1, 'anchored to the bottom');
    await m.rerender(<Demo contentHeight={5000} />);
    assertEqual(Math.round(panel().getBoundingClientRect().top), 34, 'tall content stops 34 px from the top');
  });

  it('springs back from a short, slow drag', async () => {
    await settled();
    await drag(panel().getBoundingClientRect().height * 0.3, 10, 40);
    await waitFor(() => Math.abs(translateY(panel())) < 0.5, { message: 'back in place' });
    assert(dialog()?.open, 'still open');
  });

  it('closes when dragged past 0.6 of its height', async () => {
    await settled();
    await drag(panel().getBoundingClientRect().height * 0.7, 14, 40);
    await waitFor(() => !dialog(), { timeout: 1000, message: 'closed' });
  });

  it('closes on a flick faster than 500 px/s, however short', async () => {
    await settled();
    // The runner's mouse is too slow for a flick; pointer events with real timestamps 10 ms apart are not.
    const rect = handle().getBoundingClientRect();
    const at = (type: string, dy: number) =>
      handle().dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          isPrimary: true,
          pointerId: 1,
          clientX: rect.left + 10,
          clientY: rect.top + 10 + dy,
        }),
      );
    at('pointerdown', 0);
    for (const dy of [15, 30, 45]) {
      await sleep(10);
      at('pointermove', dy);
    }
    at('pointerup', 45);
    await waitFor(() => !dialog(), { timeout: 1000, message: 'closed by velocity' });
  });
});
