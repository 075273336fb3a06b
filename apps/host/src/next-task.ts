/** Resolves in a new task, so the browser gets the main thread (input, paint) in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
