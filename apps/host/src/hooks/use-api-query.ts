import { type ApiError, type QueryOptionsFor, toApiError } from '@owo/core';
import { useQuery } from '@tanstack/react-query';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: T };

/**
 * A query of the runtime's one QueryClient (inside <RuntimeQueries>), as the states a page shows: loading,
 * an error with `retry`, or the data. Pre-rendered, it is loading: nothing is fetched on the server.
 */
export function useApiQuery<T, K extends readonly unknown[]>(
  options: QueryOptionsFor<T, K>,
): QueryState<T> & { retry: () => void } {
  const query = useQuery(options);
  const retry = () => void query.refetch();
  if (query.status === 'success') return { status: 'success', data: query.data, retry };
  if (query.status === 'error') return { status: 'error', error: toApiError(query.error), retry };
  return { status: 'loading', retry };
}
