import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import { MINUTE, type QueryOptionsFor } from '../query/query-options';
import { transfersApi } from './api';
import type { Bank, Beneficiary } from './contract';

export const transferKeys = {
  banks: ['banks'] as const,
  beneficiaries: ['beneficiaries'] as const,
};

/** The bank list changes a few times a year: fetched once per page. */
export function banksQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<Bank[], typeof transferKeys.banks> {
  return {
    ...featureQueryDefaults,
    queryKey: transferKeys.banks,
    queryFn: () => transfersApi(runtime).banks(),
    staleTime: 60 * MINUTE,
  };
}

export function beneficiariesQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<Beneficiary[], typeof transferKeys.beneficiaries> {
  return {
    ...featureQueryDefaults,
    queryKey: transferKeys.beneficiaries,
    queryFn: () => transfersApi(runtime).beneficiaries(),
  };
}
