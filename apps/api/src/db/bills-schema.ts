import type { BillDelivery, BillService, MeterType } from '@owo/core/contract';
import type { ColumnType, Selectable } from 'kysely';

export interface BillPurchasesTable {
  transactionId: string;
  service: BillService;
  biller: string;
  billerName: string;
  customerId: string;
  customerName: string | null;
  productId: string | null;
  productName: string | null;
  meterType: MeterType | null;
  provider: string;
  providerReference: string | null;
  delivery: ColumnType<BillDelivery, string | undefined, string>;
}

export interface GiftCardSalesTable {
  transactionId: string;
  brand: string;
  brandName: string;
  valueUsd: number;
  cardCode: string;
  provider: string;
  providerReference: string | null;
}

export interface ProviderEventsTable {
  provider: string;
  eventId: string;
  receivedAt: ColumnType<Date, Date | undefined, never>;
}

export interface BillsTables {
  billPurchases: BillPurchasesTable;
  giftcardSales: GiftCardSalesTable;
  providerEvents: ProviderEventsTable;
}

export type BillPurchaseRow = Selectable<BillPurchasesTable>;
export type GiftCardSaleRow = Selectable<GiftCardSalesTable>;
