import { type Card, type CardTransaction, formatMoney } from '@owo/core/contract';
import type { CardRow, CardTransactionRow } from '../../db/cards-schema';
import { kobo } from '../../db/money-schema';

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    label: row.label,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    status: row.status,
    balance: kobo(row.balance),
    currency: 'USD',
    billingAddress: row.billingAddress,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCardTransaction(row: CardTransactionRow): CardTransaction {
  return {
    id: row.id,
    type: row.type,
    amount: kobo(row.amount),
    merchant: row.merchant,
    status: row.status,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a card is named to people (notices, the wallet's counterparty): "Dollar card ····1234". */
export function cardName(card: Pick<CardRow, 'last4'>): string {
  return card.last4 ? `Dollar card ····${card.last4}` : 'Dollar card';
}

export const dollars = (cents: number) => formatMoney(cents, { currency: 'USD' });

/** A rate for people: "₦1,650.00/$". */
export const perDollar = (koboPerUsd: number) => `${formatMoney(koboPerUsd)}/$`;
