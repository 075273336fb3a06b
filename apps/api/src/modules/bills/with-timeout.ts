import { withTimeout as within } from '../money/with-timeout';
import { BillsProviderTimeoutError } from './provider';

/** The provider's answer, or a time-out error after `ms`: the caller treats both unknowns as pending. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return within(promise, ms, () => new BillsProviderTimeoutError());
}
