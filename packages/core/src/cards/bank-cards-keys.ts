import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import type { QueryOptionsFor } from '../query/query-options';
import type { BankCard } from './bank-cards';
import { bankCardsApi } from './bank-cards-api';

export const bankCardKeys = {
  all: ['bank-cards'] as const,
};

/** The saved debit cards, the default first. */
export function bankCardsQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<BankCard[], typeof bankCardKeys.all> {
  return { ...featureQueryDefaults, queryKey: bankCardKeys.all, queryFn: () => bankCardsApi(runtime).list() };
}
