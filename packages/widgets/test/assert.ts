/** Minimal assertions for browser tests (chai is not a dependency; these read clearly enough). */

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEqual<T>(actual: T, expected: T, message = 'values differ'): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

export function assertDeepEqual(actual: unknown, expected: unknown, message = 'values differ'): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message}: expected ${e}, got ${a}`);
}

/** Polls until the check passes (returns a truthy value) or the time runs out (5 s: CI machines get busy). */
type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

export async function waitFor<T>(
  check: () => T,
  { timeout = 5000, message = 'condition' } = {},
): Promise<Truthy<T>> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as Truthy<T>;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two animation frames: React has committed and the browser has styled the result. */
export const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
