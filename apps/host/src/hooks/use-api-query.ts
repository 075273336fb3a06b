import { type ApiError, getRuntime, type ResponseParser, toApiError } from '@owo/core';
import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: T };

/**
 * Loads a GET endpoint for a public page through the runtime's http client, with a `retry` for the
 * error state. `path` is relative to the API base ('api/v1/...'); `schema` is the contract's response
 * envelope. Silent: the page shows its own error state, so no toast on top of it.
 */
export function useApiQuery<T>(
  path: string,
  schema: ResponseParser<{ data: T }>,
): QueryState<T> & { retry: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt number is what makes retry re-run the request
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getRuntime()
      .http.get(path, { schema, signal: controller.signal, silent: true })
      .then(
        (body) => setState({ status: 'success', data: body.data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', error: toApiError(error) });
        },
      );
    return () => controller.abort();
  }, [path, schema, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
