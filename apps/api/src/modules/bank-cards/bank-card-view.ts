import type { BankCard } from '@owo/core/contract';
import type { BankCardRow } from '../../db/bank-cards-schema';

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', verve: 'Verve' } as const;

/** "Visa •••• 4081": how a card is named in History, notices and alerts. */
export function cardLabel(card: Pick<BankCardRow, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;
}

/** A saved card as the API shows it: never the processor's token. */
export function toBankCard(row: BankCardRow): BankCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    bank: row.bank,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
