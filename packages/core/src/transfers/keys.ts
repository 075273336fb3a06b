import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import { MINUTE, type QueryOptionsFor } from '../query/query-options';
import { type ResolvedAccount, transfersApi } from './api';
import type { Bank, Beneficiary } from './contract';

export const transferKeys = {
  banks: ['banks'] as const,
  beneficiaries: ['beneficiaries'] as const,
  accountName: (bankCode: string, accountNumber: string) =>
    ['account-name', bankCode, accountNumber] as const,
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

/**
 * Name enquiry for one account number at one bank: asked once per number (the same number typed again
 * is answered from the cache), and cancelled when the number changes before the bank answers.
 */
export function accountNameQueryOptions(
  runtime: FeatureRuntime,
  bankCode: string,
  accountNumber: string,
): QueryOptionsFor<ResolvedAccount, ReturnType<typeof transferKeys.accountName>> {
  return {
    ...featureQueryDefaults,
    queryKey: transferKeys.accountName(bankCode, accountNumber),
    queryFn: ({ signal }) => transfersApi(runtime).resolveAccount({ bankCode, accountNumber }, { signal }),
  };
}
