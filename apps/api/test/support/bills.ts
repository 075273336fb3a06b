import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signWebhook } from '../../src/modules/bills/webhook';
import type { MoneyUser } from './money';
import { waitUntil } from './money';
import type { TestServer } from './server';

export function pay(user: MoneyUser, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return user.browser.post('/api/v1/bills/pay', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export async function purchaseOf(user: MoneyUser, reference: string) {
  const res = await user.browser.get(`/api/v1/bills/purchases/${reference}`);
  expect(res.status).toBe(200);
  return res.body.data as { status: string; delivery: Record<string, unknown>; failureReason: string | null };
}

/** Waits for a pending purchase to settle (by requery or webhook) and returns it. */
export async function settled(user: MoneyUser, reference: string) {
  let last = await purchaseOf(user, reference);
  await waitUntil(async () => {
    last = await purchaseOf(user, reference);
    return last.status !== 'pending' && last.status !== 'processing';
  }, `purchase ${reference} to settle`);
  return last;
}

/** A provider callback, signed as the provider would sign it. */
export function deliverWebhook(
  server: TestServer,
  event: Record<string, unknown>,
  secret = server.config.bills.webhookSecret,
) {
  const raw = JSON.stringify(event);
  return fetch(`${server.url}/api/v1/bills/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-owo-signature': signWebhook(secret, raw) },
    body: raw,
  });
}
