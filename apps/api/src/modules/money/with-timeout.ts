/**
 * A provider's answer, or `timedOut()` thrown after `ms`: every money flow treats both unknowns alike
 * (the payment stays pending and is asked about again), never as a failure.
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
