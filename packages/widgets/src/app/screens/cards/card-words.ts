import {
  CARD_CREATION_FEE,
  CARD_FUNDING_FEE_MIN,
  CARD_FUNDING_FEE_PERCENT,
  type Card,
  type CardStatus,
  type CardTransaction,
  DECLINE_MESSAGES,
  type Direction,
  formatMoney,
  type StatusTone,
} from '../../../internal/runtime';

/** A card's status in words and SPEC.md 4's colours: working green, waiting amber, stopped blue, gone red or grey. */
export const CARD_STATUS: Record<CardStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Creating', tone: 'amber' },
  active: { label: 'Active', tone: 'green' },
  frozen: { label: 'Frozen', tone: 'blue' },
  terminated: { label: 'Terminated', tone: 'grey' },
  failed: { label: 'Not created', tone: 'red' },
};

/** Cards that count towards the limit of two: the ones not terminated and not failed. */
export const isLive = (card: Card) => card.status !== 'terminated' && card.status !== 'failed';

/** Live cards first (newest first within each group): the card in use opens the screen. */
export function orderCards(cards: readonly Card[]): Card[] {
  return [...cards].sort(
    (a, b) => Number(isLive(b)) - Number(isLive(a)) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** "Netflix card •••• 4242", or "Dollar card" while the issuer has not numbered it yet. */
export function cardName(card: Card): string {
  const label = card.label || 'Dollar card';
  return card.last4 ? `${label} •••• ${card.last4}` : label;
}

/** "11/29": a card's expiry as printed on it; null while the issuer has not set it. */
export function expiry(card: Card): string | null {
  if (card.expiryMonth === null || card.expiryYear === null) return null;
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}

/** US cents for people: "$10.00". */
export const usd = (cents: number) => formatMoney(cents, { currency: 'USD' });

/** The schedule's fees in words, as the pricing page prints them. */
export const FEES = {
  creation: formatMoney(CARD_CREATION_FEE),
  funding: `${CARD_FUNDING_FEE_PERCENT}% of the naira amount, at least ${formatMoney(CARD_FUNDING_FEE_MIN)}`,
};

/** A kobo-per-dollar rate for people: "₦1,550.00 per $1". */
export const rate = (koboPerUsd: number) => `${formatMoney(koboPerUsd)} per $1`;

export interface ActivityWords {
  title: string;
  /** What happened, for the line under the title. */
  kind: string;
  direction: Direction;
  /** Why a payment was declined, in the owner's words. */
  reason: string | null;
}

/** How a line of card activity reads: who, what happened and which way the dollars went. */
export function activityWords(entry: CardTransaction): ActivityWords {
  const merchant = entry.merchant || 'A merchant';
  const reason = entry.declineReason ? DECLINE_MESSAGES[entry.declineReason] : null;
  switch (entry.type) {
    case 'funding':
      return { title: 'From your wallet', kind: 'Funding', direction: 'credit', reason };
    case 'withdrawal':
      return { title: 'To your wallet', kind: 'Withdrawal', direction: 'debit', reason };
    case 'purchase':
      return { title: merchant, kind: 'Purchase', direction: 'debit', reason };
    case 'refund':
      return { title: merchant, kind: 'Refund', direction: 'credit', reason };
    case 'decline':
      return { title: merchant, kind: 'Declined payment', direction: 'debit', reason };
  }
}
