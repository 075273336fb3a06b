import { describe, expect, it } from 'vitest';
import type { Card, CardTransaction } from '../../../internal/runtime';
import { activityWords, cardName, expiry, orderCards } from './card-words';

const card = (overrides: Partial<Card>): Card => ({
  id: 'c1',
  label: 'Netflix card',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 3,
  expiryYear: 2029,
  status: 'active',
  balance: 0,
  currency: 'USD',
  billingAddress: { line1: '1 Main St', city: 'Miami', state: 'FL', postalCode: '33127', country: 'US' },
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('card words', () => {
  it('names a card by its label and last four, or as a dollar card before the issuer numbers it', () => {
    expect(cardName(card({}))).toBe('Netflix card •••• 4242');
    expect(cardName(card({ label: '', last4: null }))).toBe('Dollar card');
  });

  it('prints the expiry as on the card, MM/YY, and nothing before the issuer sets it', () => {
    expect(expiry(card({}))).toBe('03/29');
    expect(expiry(card({ expiryMonth: null, expiryYear: null }))).toBeNull();
  });

  it('opens with a card in use: live cards first, the newest first within each group', () => {
    const ordered = orderCards([
      card({ id: 'old-live', createdAt: '2026-01-01T00:00:00.000Z' }),
      card({ id: 'gone', status: 'terminated', createdAt: '2026-12-01T00:00:00.000Z' }),
      card({ id: 'new-live', status: 'frozen', createdAt: '2026-06-01T00:00:00.000Z' }),
      card({ id: 'failed', status: 'failed', createdAt: '2026-11-01T00:00:00.000Z' }),
    ]);
    expect(ordered.map((c) => c.id)).toEqual(['new-live', 'old-live', 'gone', 'failed']);
  });

  it('says which way the dollars went and why a payment was declined', () => {
    const entry = (overrides: Partial<CardTransaction>): CardTransaction => ({
      id: 't1',
      type: 'purchase',
      amount: 1_000,
      merchant: 'Spotify',
      status: 'completed',
      createdAt: '2026-11-01T10:00:00.000Z',
      ...overrides,
    });
    expect(activityWords(entry({}))).toEqual({
      title: 'Spotify',
      kind: 'Purchase',
      direction: 'debit',
      reason: null,
    });
    expect(activityWords(entry({ type: 'refund' })).direction).toBe('credit');
    expect(activityWords(entry({ type: 'funding', merchant: null })).title).toBe('From your wallet');
    expect(
      activityWords(entry({ type: 'decline', status: 'declined', declineReason: 'insufficient_funds' })),
    ).toMatchObject({ kind: 'Declined payment', reason: 'Not enough money on the card' });
  });
});
