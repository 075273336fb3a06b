import type { Db } from '../../db/database';
import type { Currency } from '../../db/money-schema';

/**
 * System accounts. Nearly every transfer touches fees and the provider float, so their balances are
 * never stored: they are sums of entries, and a posting to them only inserts rows (no row lock).
 */
export const SYSTEM_ACCOUNTS = {
  /** Fee revenue. */
  fees: 'system:fees',
  /** Money from other banks that no provider float accounts for (money arriving). */
  world: 'system:world',
} as const;

/** Each bank-transfer provider's settlement float. */
export function floatAccountCode(provider: string): string {
  return `system:float:${provider}`;
}

export function walletAccountCode(userId: string): string {
  return `wallet:${userId}`;
}

/** A dollar card's USD account. */
export function cardAccountCode(cardId: string): string {
  return `card:${cardId}`;
}

/**
 * The FX accounts a conversion goes through, one per currency: naira in at fx:NGN, dollars out at
 * fx:USD (or the reverse), so one posting balances in each currency. Together they are Owo's position.
 */
export const FX_ACCOUNTS = { NGN: 'system:fx:NGN', USD: 'system:fx:USD' } as const satisfies Record<
  Currency,
  string
>;

/** A card issuer's USD settlement account: merchants' charges go there, their refunds come from it. */
export function issuerSettlementCode(issuer: string): string {
  return `system:issuer:${issuer}`;
}

const cache = new WeakMap<Db, Map<string, string>>();

/**
 * The id of a system account, created on first use (any replica may get there first). An account's
 * currency is fixed when it is created.
 */
export async function systemAccountId(db: Db, code: string, currency: Currency = 'NGN'): Promise<string> {
  let ids = cache.get(db);
  if (!ids) {
    ids = new Map();
    cache.set(db, ids);
  }
  const known = ids.get(code);
  if (known) return known;
  await db
    .insertInto('ledgerAccounts')
    .values({ code, kind: 'system', currency })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  ids.set(code, row.id);
  return row.id;
}
