import { randomUUID } from 'node:crypto';
import { nuban, type RegisterBody } from '@owo/core/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database';
import { type ApiResponse, Browser } from './client';
import { signIn, verifiedAccount } from './flows';
import type { TestServer } from './server';

export const PIN = '2580';

/** A GTBank number the sandbox treats as `digits` (8-9) says (see SANDBOX_OUTCOMES). */
export const gtb = (digits: string) => nuban('058', `0123456${digits}`);

export interface MoneyUser {
  browser: Browser;
  id: string;
  email: string;
  username: string;
  accountNumber: string;
}

/** A verified, signed-in user with a transaction PIN and a wallet. */
export async function moneyUser(
  server: TestServer,
  firstName = 'Chidi',
  register: Partial<RegisterBody> = {},
): Promise<MoneyUser> {
  const account = await verifiedAccount(server, { firstName, ...register });
  const browser = await signIn(server, account.email);
  const pin = await browser.post('/api/v1/auth/set-transaction-pin', { pin: PIN });
  expect(pin.status, JSON.stringify(pin.body)).toBe(200);
  const wallet = await browser.get('/api/v1/wallet');
  expect(wallet.status).toBe(200);
  return {
    browser,
    id: pin.body.data.id,
    email: account.email,
    username: account.username,
    accountNumber: wallet.body.data.accountNumber,
  };
}

/** Money arriving from another bank (the sandbox webhook). */
export async function fund(server: TestServer, accountNumber: string, amount: number): Promise<ApiResponse> {
  return new Browser(server.url).post('/api/v1/dev/incoming-transfer', {
    accountNumber,
    amount,
    senderName: 'Test Funder',
    senderBank: 'Guaranty Trust Bank',
  });
}

export function send(browser: Browser, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return browser.post('/api/v1/transfers', body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

export async function walletOf(user: MoneyUser) {
  const res = await user.browser.get('/api/v1/wallet');
  expect(res.status).toBe(200);
  return res.body.data as { balance: number; availableBalance: number; limits: { usedToday: number } };
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Everything that must hold after every step, read straight from the database. */
export async function ledgerInvariants(db: Db) {
  const totals = await sql<{ currency: string; debits: string | number; credits: string | number }>`
    select currency,
           coalesce(sum(amount) filter (where direction = 'debit'), 0) as debits,
           coalesce(sum(amount) filter (where direction = 'credit'), 0) as credits
    from ledger_entries group by currency`.execute(db);
  const unbalanced = await sql<{ postingId: string }>`
    select posting_id from ledger_entries group by posting_id, currency
    having sum(case when direction = 'debit' then amount else -amount end) <> 0`.execute(db);
  // An entry's currency is its account's (a foreign key says so); this reads it back all the same.
  const mismatched = await sql<{ n: string | number }>`
    select count(*) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.currency <> e.currency`.execute(db);
  // Result columns come back camelCased (the CamelCasePlugin).
  const wallets = await sql<{
    userId: string;
    balance: string | number;
    held: string | number;
    fromEntries: string | number;
    openHolds: string | number;
    dayDebits: string | number;
    ofTheirDay: string | number;
    laterDays: string | number;
  }>`
    with counted as (
      select user_id, amount + fee as total, floor((extract(epoch from created_at) + 3600) / 86400) as day
      from transactions
      where currency = 'NGN' and direction = 'debit' and status in ('pending', 'processing', 'completed'))
    select w.user_id, w.balance, w.held, w.day_debits,
      (select coalesce(sum(c.total), 0) from counted c
         where c.user_id = w.user_id and c.day = w.debits_day) as of_their_day,
      (select count(*) from counted c
         where c.user_id = w.user_id and (w.debits_day is null or c.day > w.debits_day)) as later_days,
      (select coalesce(sum(case when e.direction = 'credit' then e.amount else -e.amount end), 0)
         from ledger_entries e where e.account_id = w.account_id) as from_entries,
      (select coalesce(sum(t.hold_amount), 0) from transactions t
         where t.user_id = w.user_id and t.hold_status = 'open') as open_holds
    from wallets w`.execute(db);
  // A dollar card's stored balance, beside what its entries say.
  const cards = await sql<{ id: string; balance: string | number; fromEntries: string | number }>`
    select c.id, c.balance,
      (select coalesce(sum(case when e.direction = 'credit' then e.amount else -e.amount end), 0)
         from ledger_entries e where e.account_id = c.account_id) as from_entries
    from cards c`.execute(db);
  const ngn = totals.rows.find((t) => t.currency === 'NGN');
  return {
    /** Naira totals, kept for the tests that read them; `currencies` has every currency's. */
    debits: Number(ngn?.debits ?? 0),
    credits: Number(ngn?.credits ?? 0),
    currencies: totals.rows.map((t) => ({
      currency: t.currency,
      debits: Number(t.debits),
      credits: Number(t.credits),
    })),
    entriesInAnotherCurrency: Number(mismatched.rows[0]?.n ?? 0),
    unbalancedPostings: unbalanced.rows.length,
    wallets: wallets.rows.map((w) => ({
      userId: w.userId,
      balance: Number(w.balance),
      held: Number(w.held),
      available: Number(w.balance) - Number(w.held),
      fromEntries: Number(w.fromEntries),
      openHolds: Number(w.openHolds),
      dayDebits: Number(w.dayDebits),
      ofTheirDay: Number(w.ofTheirDay),
      laterDays: Number(w.laterDays),
    })),
    cards: cards.rows.map((c) => ({
      id: c.id,
      balance: Number(c.balance),
      fromEntries: Number(c.fromEntries),
    })),
  };
}

export async function expectLedgerSound(db: Db): Promise<void> {
  const state = await ledgerInvariants(db);
  for (const c of state.currencies) expect(c.debits, `${c.currency} debits = credits`).toBe(c.credits);
  expect(state.entriesInAnotherCurrency).toBe(0);
  expect(state.unbalancedPostings).toBe(0);
  for (const w of state.wallets) {
    expect(w.available, `available of ${w.userId}`).toBeGreaterThanOrEqual(0);
    expect(w.balance, `balance of ${w.userId} = its entries`).toBe(w.fromEntries);
    expect(w.held, `held of ${w.userId} = its open holds`).toBe(w.openHolds);
    // The daily limit's total (migration 0018): its day's debits not given back, and no debit on a later day.
    expect(w.dayDebits, `day's debits of ${w.userId} = its debits of that day`).toBe(w.ofTheirDay);
    expect(w.laterDays, `debits of ${w.userId} after its counted day`).toBe(0);
  }
  for (const c of state.cards) {
    expect(c.balance, `balance of card ${c.id}`).toBeGreaterThanOrEqual(0);
    expect(c.balance, `balance of card ${c.id} = its entries`).toBe(c.fromEntries);
  }
}
