/**
 * Money for browser tests, through the real API: a PIN for the signed-in user, money arriving in their
 * account (the sandbox's incoming-transfer route, as the dev tools run it), and their wallet as it stands.
 */

import { getRuntime } from '../src/internal/runtime';
import { testApiBase } from './api';
import { apiAsUser, storedToken } from './session';

export interface TestWallet {
  balance: number;
  availableBalance: number;
  accountNumber: string;
  limits: { daily: number; usedToday: number };
}

export async function wallet(): Promise<TestWallet> {
  return (await apiAsUser<{ data: TestWallet }>('GET', 'wallet')).data;
}

/** Sets the signed-in user's PIN behind the widgets' back, then refreshes the session so none prompts for one. */
export async function setPin(pin: string): Promise<void> {
  await apiAsUser('POST', 'auth/set-transaction-pin', { pin });
  await getRuntime().session.refetch();
}

/** Credits the signed-in user's wallet with `kobo`, as another bank's transfer in would. */
export async function fundWallet(kobo: number, senderName = 'Chioma Eze'): Promise<void> {
  const { accountNumber } = await wallet();
  const res = await fetch(`${await testApiBase()}/api/v1/dev/incoming-transfer`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      authorization: `Bearer ${storedToken()}`,
    },
    body: JSON.stringify({ accountNumber, amount: kobo, senderName, senderBank: 'GTBank' }),
  });
  if (!res.ok) throw new Error(`incoming-transfer: ${res.status} ${await res.text()}`);
}

/** Buys `kobo` of MTN airtime for 08011111111 (the sandbox completes it at once) as the signed-in user. */
export async function payAirtime(kobo: number, pin: string): Promise<{ reference: string; status: string }> {
  const res = await fetch(`${await testApiBase()}/api/v1/bills/pay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      authorization: `Bearer ${storedToken()}`,
    },
    body: JSON.stringify({ service: 'airtime', biller: 'mtn', customerId: '08011111111', amount: kobo, pin }),
  });
  const json = (await res.json()) as { data: { reference: string; status: string } };
  if (!res.ok) throw new Error(`bills/pay: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}
