/** Resolves in a new task, so the browser gets the main thread (input, paint) in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `then` once the main thread is idle (at most 2 s from now), or shortly where idle callbacks are missing. */
export function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 200);
}
