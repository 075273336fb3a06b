import { type ComponentType, createElement, lazy } from 'react';

// Bumped by every Retry (ElementBoundary): a part that failed to load loads again on the next render.
let retries = 0;

export function retryFailedParts(): void {
  retries += 1;
}

/**
 * React.lazy that can load again: lazy keeps a failed import's rejection for good (and React renders a
 * failed part more than once before its error boundary shows), so a fresh lazy, and with it a fresh
 * import(), is made only after a Retry.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  let madeAt = retries;
  const fresh = () =>
    lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  return (props: P) => {
    if (failed && madeAt !== retries) {
      failed = false;
      madeAt = retries;
      Lazy = fresh();
    }
    return createElement(Lazy, props);
  };
}
