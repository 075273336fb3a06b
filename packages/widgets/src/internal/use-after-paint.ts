import { useEffect, useState } from 'react';

/** A page in the background paints no frames: the parts wait this long at most. */
const AT_MOST_MS = 100;

/**
 * False until the frame with the component's first render has been painted, then true: for the parts of a
 * screen below its first view (a card's activity and billing address), so that render and its paint are
 * not held up by them and the rest is drawn in a task of its own.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => setPainted(true);
    // A frame's animation callbacks run just before it paints; a task queued from one runs after.
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(show, 0);
    });
    const fallback = setTimeout(show, AT_MOST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
