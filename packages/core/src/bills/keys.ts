import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import { MINUTE, type QueryOptionsFor } from '../query/query-options';
import { billsApi } from './api';
import type { BillProducts, BillPurchase, BillServiceInfo } from './contract';
import { type BillService, GIFTCARD_RATE_HOLD_MS } from './services';

/** Purchases sit under ['transactions'] too: a purchase is a transaction, and History shows it. */
export const billKeys = {
  services: ['bills', 'services'] as const,
  products: (service: BillService, biller: string) => ['bills', 'products', service, biller] as const,
  purchase: (reference: string) => ['transactions', 'purchase', reference] as const,
};

const PENDING_POLL_MS = 3000;

/** Billers change rarely: once per page. */
export function billServicesQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<BillServiceInfo[], typeof billKeys.services> {
  return {
    ...featureQueryDefaults,
    queryKey: billKeys.services,
    queryFn: () => billsApi(runtime).services(),
    staleTime: 60 * MINUTE,
  };
}

/** Prices change daily, gift-card rates every minute: those go stale with the rate hold. */
export function billProductsQueryOptions(
  runtime: FeatureRuntime,
  service: BillService,
  biller: string,
): QueryOptionsFor<BillProducts, ReturnType<typeof billKeys.products>> {
  return {
    ...featureQueryDefaults,
    queryKey: billKeys.products(service, biller),
    queryFn: ({ signal }) => billsApi(runtime).products(service, biller, { signal }),
    staleTime: service === 'giftcards' ? GIFTCARD_RATE_HOLD_MS / 2 : 10 * MINUTE,
  };
}

/** A purchase, asked again every 3 s while the provider has not settled it. */
export function billPurchaseQueryOptions(
  runtime: FeatureRuntime,
  reference: string,
  initial?: BillPurchase,
): QueryOptionsFor<BillPurchase, ReturnType<typeof billKeys.purchase>> {
  return {
    ...featureQueryDefaults,
    queryKey: billKeys.purchase(reference),
    queryFn: ({ signal }) => billsApi(runtime).purchase(reference, { signal }),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' ? PENDING_POLL_MS : false;
    },
  };
}
