import { createRef } from 'react';
import { assert, assertEqual, waitFor } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { getRuntime } from '../../internal/runtime';
import { RouteProgress, type RouteProgressHandle } from './progress-bar';

describe('RouteProgress', () => {
  let m: Mounted;
  afterEach(() => {
    getRuntime().bus.emit('progress:change', { inFlight: 0 });
    m.unmount();
  });
  const bar = () => m.root.querySelector<HTMLElement>('[role="progressbar"]');

  it('shows nothing on the first route, starts on a route change and stops 500 ms later', async () => {
    m = await mount(<RouteProgress routeKey="/app/home" />);
    assert(!bar(), 'idle on page load');
    // When the bar reaches 100 is read from the mutation itself, not from a sleep, so a slow machine
    // cannot make it look early.
    let doneAt = 0;
    const observer = new MutationObserver(() => {
      if (!doneAt && bar()?.getAttribute('aria-valuenow') === '100') doneAt = performance.now();
    });
    observer.observe(m.root, { subtree: true, childList: true, attributes: true });
    const changedAt = performance.now();
    await m.rerender(<RouteProgress routeKey="/app/services?tab=airtime" />);
    const shown = await waitFor(bar, { message: 'bar shown' });
    assert(Number(shown.getAttribute('aria-valuenow')) >= 10, 'starts at the minimum 0.1');
    assertEqual(getComputedStyle(shown).position, 'fixed');
    assertEqual(m.root.querySelector('.owo-spinner'), null, 'no spinner');
    await waitFor(() => doneAt, { timeout: 3000, message: 'done' });
    observer.disconnect();
    assert(doneAt - changedAt >= 500, `still running before 500 ms (done after ${doneAt - changedAt} ms)`);
    await waitFor(() => !bar(), { timeout: 1500, message: 'gone after fading' });
  });

  it("follows core's in-flight request counter and the start()/done() handle", async () => {
    const handle = createRef<RouteProgressHandle>();
    m = await mount(<RouteProgress ref={handle} />);
    getRuntime().bus.emit('progress:change', { inFlight: 1 });
    await waitFor(bar, { message: 'shown while a request is in flight' });
    getRuntime().bus.emit('progress:change', { inFlight: 0 });
    await waitFor(() => bar()?.getAttribute('aria-valuenow') === '100');
    await waitFor(() => !bar(), { timeout: 1500 });
    handle.current?.start();
    await waitFor(bar, { message: 'shown by start()' });
    handle.current?.done();
    await waitFor(() => bar()?.getAttribute('aria-valuenow') === '100');
  });
});
