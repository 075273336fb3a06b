import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import {
  type BillCustomer,
  type BillProducts,
  type BillPurchase,
  type BillQuote,
  type BillQuoteBody,
  type BillServiceInfo,
  billProductsResponse,
  billPurchaseResponse,
  billQuoteResponse,
  billServicesResponse,
  type GiftCardSale,
  type GiftCardSaleBody,
  giftCardSaleResponse,
  type PayBillBody,
  type ValidateCustomerBody,
  validateCustomerResponse,
} from './contract';
import { billPaths } from './paths';
import type { BillService } from './services';

interface LookupOptions {
  signal?: AbortSignal;
}

export interface BillsApi {
  /** The seven services with their billers. */
  services(): Promise<BillServiceInfo[]>;
  /** Bundles, bouquets, denominations or exam PINs of one biller (gift cards also carry the rate). */
  products(service: BillService, biller: string, options?: LookupOptions): Promise<BillProducts>;
  /** Who the provider says the customer is, before any money moves. 422 INVALID_CUSTOMER. */
  validate(body: ValidateCustomerBody, options?: LookupOptions): Promise<BillCustomer>;
  /**
   * Checks a purchase before the PIN is asked (the plan's price, the tier's limits, the balance): the
   * same checks paying makes. Moves nothing; silent, the refusal shows on the details step.
   */
  quote(body: BillQuoteBody, options?: LookupOptions): Promise<BillQuote>;
  /**
   * Pays a bill. Needs the action's idempotency key, like every money call; silent, so the refusal
   * (wrong PIN, limits, not enough money) shows where the person is looking.
   */
  pay(body: PayBillBody, options: MoneyCallOptions): Promise<BillPurchase>;
  /** One of the caller's purchases: how a pending one is followed until it settles. */
  purchase(reference: string, options?: LookupOptions): Promise<BillPurchase>;
  /** Sells a gift card for the quoted naira amount: pending until the card is reviewed. */
  sellGiftCard(body: GiftCardSaleBody, options: MoneyCallOptions): Promise<GiftCardSale>;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// The three calls Owo's secrets frame makes on its own, so its payment carries none of the others (their
// schemas included): the object below keeps every method it names.

/** The seven services with their billers (BillsApi.services). */
export async function billServices(http: HttpClient): Promise<BillServiceInfo[]> {
  return (await http.get(billPaths.services, { schema: billServicesResponse })).data.services;
}

/** A purchase checked before the PIN is asked (BillsApi.quote). */
export async function billQuote(
  http: HttpClient,
  body: BillQuoteBody,
  { signal }: LookupOptions = {},
): Promise<BillQuote> {
  const res = await http.post(billPaths.quote, {
    json: body,
    schema: billQuoteResponse,
    silent: true,
    ...withSignal(signal),
  });
  return res.data;
}

/** A bill paid, under the action's idempotency key (BillsApi.pay). */
export async function billPayment(
  http: HttpClient,
  body: PayBillBody,
  { idempotencyKey, signal }: MoneyCallOptions,
): Promise<BillPurchase> {
  const res = await http.post(billPaths.pay, {
    json: body,
    idempotencyKey,
    schema: billPurchaseResponse,
    silent: true,
    ...withSignal(signal),
  });
  return res.data;
}

export function createBillsApi(http: HttpClient): BillsApi {
  return {
    services: () => billServices(http),
    async products(service, biller, { signal } = {}) {
      const res = await http.get(billPaths.products(service, biller), {
        schema: billProductsResponse,
        ...withSignal(signal),
      });
      return res.data;
    },
    async validate(body, { signal } = {}) {
      const res = await http.post(billPaths.validate, {
        json: body,
        schema: validateCustomerResponse,
        silent: true,
        ...withSignal(signal),
      });
      return res.data;
    },
    quote: (body, options) => billQuote(http, body, options),
    pay: (body, options) => billPayment(http, body, options),
    async purchase(reference, { signal } = {}) {
      const res = await http.get(billPaths.purchase(reference), {
        schema: billPurchaseResponse,
        ...withSignal(signal),
      });
      return res.data;
    },
    async sellGiftCard(body, { idempotencyKey, signal }) {
      const res = await http.post(billPaths.giftCardSales, {
        json: body,
        idempotencyKey,
        schema: giftCardSaleResponse,
        silent: true,
        ...withSignal(signal),
      });
      return res.data;
    },
  };
}

/** The page's bills API, built on first use. */
export const billsApi = featureApi(createBillsApi);
