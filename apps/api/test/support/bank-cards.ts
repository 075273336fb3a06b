import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiResponse } from './client';
import type { MoneyUser } from './money';
import { PIN } from './money';

/** The sandbox processor's test cards, as the API reference documents them. */
export const CARDS = {
  approved: '4084 0840 8408 4081',
  otp: '5061 0000 0000 0005',
  declined: '4000 0000 0000 0002',
  chargeDeclined: '4000 0000 0000 9995',
  lostAnswer: '5399 8300 0000 0008',
} as const;
export const SANDBOX_OTP = '123456';

/** A year that keeps a card good for this whole run. */
export const EXPIRY = { expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3 };

export function addCard(user: MoneyUser, number: string, cvv = '123'): Promise<ApiResponse> {
  return user.browser.post('/api/v1/bank-cards', { number, ...EXPIRY, cvv });
}

/** Adds a card that saves at once (or after the sandbox code) and returns it. */
export async function savedCard(user: MoneyUser, number: string = CARDS.approved) {
  const added = await addCard(user, number);
  if (added.status === 202) {
    const confirmed = await user.browser.post(`/api/v1/bank-cards/${added.body.data.id}/otp`, {
      otp: SANDBOX_OTP,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    return confirmed.body.data as { id: string; last4: string; isDefault: boolean };
  }
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.data as { id: string; last4: string; isDefault: boolean };
}

export function topUp(
  user: MoneyUser,
  bankCardId: string,
  amount: number,
  { key = randomUUID(), pin = PIN }: { key?: string; pin?: string } = {},
): Promise<ApiResponse> {
  return user.browser.post(
    '/api/v1/wallet/top-ups',
    { bankCardId, amount, pin },
    { headers: { 'idempotency-key': key } },
  );
}
