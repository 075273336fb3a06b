import type { QueryObserverOptions } from '@tanstack/query-core';

/** A feature's queryOptions() result: what useQuery and queryClient.fetchQuery both take. */
export type QueryOptionsFor<T, K extends readonly unknown[]> = QueryObserverOptions<T, Error, T, T, K>;

export const MINUTE = 60_000;
