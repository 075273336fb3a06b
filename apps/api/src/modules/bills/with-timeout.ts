import { BillsProviderTimeoutError } from './provider';

/** The provider's answer, or a time-out error after `ms`: the caller treats both unknowns as pending. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BillsProviderTimeoutError()), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
