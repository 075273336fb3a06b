/**
 * A provider's answer, or `timedOut()` thrown after `ms`. Every money flow treats the time-out as an
 * unknown outcome: the payment stays pending and is requeried, never guessed either way.
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
