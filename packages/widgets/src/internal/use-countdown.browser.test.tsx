import { useEffect, useLayoutEffect, useRef } from 'react';
import { assertEqual, waitFor } from '../../test/assert';
import { type Mounted, mount } from '../../test/harness';
import { useCountdown } from './use-countdown';

/**
 * Starts a 60 s countdown; `jumpAfterStart` moves the clock 61 s on in the commit that start() caused,
 * before that commit's passive effects run (as a device waking from sleep, or a busy page, can).
 */
function Countdown({ jumpAfterStart }: { jumpAfterStart: () => void }) {
  const { remaining, start } = useCountdown();
  const started = useRef(false);
  useEffect(() => {
    start(60);
  }, [start]);
  useLayoutEffect(() => {
    if (remaining > 0 && !started.current) {
      started.current = true;
      jumpAfterStart();
    }
  });
  return <output>{remaining}</output>;
}

describe('useCountdown', () => {
  const realNow = Date.now;
  let m: Mounted | undefined;
  afterEach(() => {
    Date.now = realNow;
    m?.unmount();
  });

  it('counts down from the seconds it was started with', async () => {
    m = await mount(<Countdown jumpAfterStart={() => {}} />);
    const shown = () => Number(m?.root.querySelector('output')?.textContent);
    await waitFor(() => shown() === 60 || shown() === 59, { message: 'started at 60 s' });
  });

  it('shows the end when the clock jumped past it before its timer started', async () => {
    m = await mount(
      <Countdown
        jumpAfterStart={() => {
          const jumped = realNow() + 61_000;
          Date.now = () => jumped;
        }}
      />,
    );
    await waitFor(() => m?.root.querySelector('output')?.textContent === '0', {
      message: 'the countdown at 0',
    });
    assertEqual(m.root.querySelector('output')?.textContent, '0');
  });
});
