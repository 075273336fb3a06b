import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiRequest } from '../lib/api';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: T };

/** Loads a GET endpoint for a public page, with a `retry` for the error state. */
export function useApiQuery<T>(path: string): QueryState<T> & { retry: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt number is what makes retry re-run the request
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiRequest<T>(path, { signal: controller.signal }).then(
      (result) => setState({ status: 'success', data: result.data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          error: error instanceof ApiError ? error : new ApiError('An unexpected error occurred', 0),
        });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
