import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import type { QueryOptionsFor } from '../query/query-options';
import { cardsApi } from './api';
import type { Card, CardTransaction } from './contract';

/** Everything about cards sits under ['cards']: a change to one card invalidates them all at once. */
export const cardKeys = {
  all: ['cards'] as const,
  list: ['cards', 'list'] as const,
  transactions: (cardId: string) => ['cards', 'transactions', cardId] as const,
};

const PENDING_POLL_MS = 3000;

/**
 * The person's cards, fetched again when the person comes back (a purchase moves a balance). While the issuer is still creating one it is asked again every 3 s, so a card on
 * screen turns active (or failed, the money back in the wallet) by itself.
 */
export function cardsQueryOptions(runtime: FeatureRuntime): QueryOptionsFor<Card[], typeof cardKeys.list> {
  return {
    ...featureQueryDefaults,
    queryKey: cardKeys.list,
    queryFn: ({ signal }) => cardsApi(runtime).list({ signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.some((card) => card.status === 'pending') ? PENDING_POLL_MS : false,
  };
}

/** A card's activity: a merchant can charge it at any moment, so it goes stale as fast as the balance. */
export function cardTransactionsQueryOptions(
  runtime: FeatureRuntime,
  cardId: string,
): QueryOptionsFor<CardTransaction[], ReturnType<typeof cardKeys.transactions>> {
  return {
    ...featureQueryDefaults,
    queryKey: cardKeys.transactions(cardId),
    queryFn: ({ signal }) => cardsApi(runtime).transactions(cardId, { signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  };
}
