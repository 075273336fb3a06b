import { useEffect, useState } from 'react';

/** A page in the background paints no frames: the parts wait this long at most. */
const AT_MOST_MS = 100;

/** requestIdleCallback where there is one (not in Safari), else the next task. */
const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: AT_MOST_MS })
    : (setTimeout(run, 0) as unknown as number);
const cancelIdle = (handle: number): void =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : clearTimeout(handle);

/**
 * False until the frame with the component's first render has been painted, then true: for the parts of a
 * screen below its first view (a card's activity and billing address), so that render and its paint are
 * not held up by them, and the rest is drawn, and its data asked for, in a task of its own.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => setPainted(true);
    // A frame's animation callbacks run just before it paints, and the next frame's once it has been
    // sent to the screen; the browser is idle once it has been shown. The page's largest paint is timed
    // when it is shown (issue 25): what is below, and the data it asks for, come after.
    let idle: number | undefined;
    let second: number | undefined;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        idle = whenIdle(show);
      });
    });
    const fallback = setTimeout(show, AT_MOST_MS);
    return () => {
      cancelAnimationFrame(first);
      if (second !== undefined) cancelAnimationFrame(second);
      if (idle !== undefined) cancelIdle(idle);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
