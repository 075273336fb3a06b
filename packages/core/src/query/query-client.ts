import { QueryClient } from '@tanstack/query-core';
import { isApiError } from '../http/errors';

const MINUTE = 60_000;
const QUERY_RETRIES = 3;

/** 1 s, 2 s, 4 s ... capped at 30 s (SPEC.md 7, the general default). */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on its own; waiting 7 s to show it helps nobody.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/**
 * SPEC.md 7's "other queries": the defaults feature queries (services, history, cards ...) spread into
 * their queryOptions. The session and notification queries set their own (query/keys.ts).
 */
export const featureQueryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * MINUTE,
} as const;

/** The page's one QueryClient, with SPEC.md 7's general defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: 5 * MINUTE,
      },
    },
  });
}
