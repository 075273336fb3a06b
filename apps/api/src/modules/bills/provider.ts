import type {
  BillCustomer,
  BillDelivery,
  BillProducts,
  BillService,
  BillServiceInfo,
  MeterType,
} from '@owo/core/contract';

/** Who to look up: the customer id is already in its service's shape (see the contract). */
export interface CustomerRequest {
  service: BillService;
  biller: string;
  customerId: string;
  meterType?: MeterType | undefined;
}

/** A valid customer, or the provider's reason for not finding one (a 422 INVALID_CUSTOMER). */
export type CustomerOutcome = { valid: true; customer: BillCustomer } | { valid: false; reason: string };

/** What the API tells a provider about a purchase. `reference` is the provider's idempotency key. */
export interface PurchaseRequest extends CustomerRequest {
  reference: string;
  productId: string | null;
  amount: number;
  /** When the purchase was first sent: the sandbox's late answers count from it. */
  createdAt: Date;
}

/**
 * completed and failed are final; pending means "ask again later". A thrown error (time-out, no
 * answer) means the outcome is unknown: the purchase stays pending and is requeried.
 */
export type PurchaseOutcome =
  | { status: 'completed'; providerReference: string; delivery: BillDelivery }
  | { status: 'failed'; providerReference: string | null; reason: string }
  | { status: 'pending'; providerReference: string | null };

export interface GiftCardSaleRequest {
  reference: string;
  brand: string;
  valueUsd: number;
  cardCode: string;
  createdAt: Date;
}

/** A sold card is reviewed by people: pending until approved (paid out) or rejected. */
export type GiftCardSaleOutcome =
  | { status: 'approved'; providerReference: string }
  | { status: 'rejected'; providerReference: string; reason: string }
  | { status: 'pending'; providerReference: string };

/**
 * A bills aggregator (VTpass, Flutterwave bills, Baxi...). The sandbox implements it deterministically;
 * a real adapter plugs in beside it, chosen by BILLS_PROVIDER.
 */
export interface BillsProvider {
  /** Names the provider's float account in the ledger. */
  readonly name: string;
  services(): Promise<BillServiceInfo[]>;
  /** A biller's products, or null when the provider has no such biller for the service. */
  products(service: BillService, biller: string, now: Date): Promise<BillProducts | null>;
  validate(request: CustomerRequest): Promise<CustomerOutcome>;
  pay(request: PurchaseRequest): Promise<PurchaseOutcome>;
  /** Asks again about a purchase by its reference; never pays a second time. */
  requery(request: PurchaseRequest): Promise<PurchaseOutcome>;
  sellGiftCard(request: GiftCardSaleRequest): Promise<GiftCardSaleOutcome>;
  requeryGiftCardSale(request: GiftCardSaleRequest): Promise<GiftCardSaleOutcome>;
}

export class BillsProviderTimeoutError extends Error {
  constructor() {
    super('The bills provider did not answer in time');
    this.name = 'BillsProviderTimeoutError';
  }
}
