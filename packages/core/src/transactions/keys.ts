import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import type { QueryOptionsFor } from '../query/query-options';
import { transactionsApi } from './api';
import type { TransactionDetail, TransactionList, TransactionListQuery } from './contract';

/** Every list and receipt sits under ['transactions']: a transfer invalidates them all at once. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (query: TransactionListQuery) => ['transactions', 'list', query] as const,
  detail: (reference: string) => ['transactions', 'detail', reference] as const,
};

const PENDING_POLL_MS = 3000;
const settled = (status: string) => status !== 'pending' && status !== 'processing';

export function transactionListQueryOptions(
  runtime: FeatureRuntime,
  query: TransactionListQuery = {},
): QueryOptionsFor<TransactionList, ReturnType<typeof transactionKeys.list>> {
  return {
    ...featureQueryDefaults,
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => transactionsApi(runtime).list(query, { signal }),
    staleTime: 30_000,
  };
}

/**
 * One transaction. While it is pending or processing (a bank transfer the provider has not settled) it
 * is asked again every 3 s, so a receipt on screen turns completed or failed by itself.
 */
export function transactionQueryOptions(
  runtime: FeatureRuntime,
  reference: string,
): QueryOptionsFor<TransactionDetail, ReturnType<typeof transactionKeys.detail>> {
  return {
    ...featureQueryDefaults,
    queryKey: transactionKeys.detail(reference),
    queryFn: ({ signal }) => transactionsApi(runtime).get(reference, { signal }),
    staleTime: 30_000,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !settled(status) ? PENDING_POLL_MS : false;
    },
  };
}
