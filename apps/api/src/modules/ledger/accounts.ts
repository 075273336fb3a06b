import type { Db } from '../../db/database';

/**
 * System accounts. Nearly every transfer touches fees and the provider float, so their balances are
 * never stored: they are sums of entries, and a posting to them only inserts rows (no row lock).
 */
export const SYSTEM_ACCOUNTS = {
  /** Fee revenue. */
  fees: 'system:fees',
  /** Money from other banks that no provider float accounts for (money arriving). */
  world: 'system:world',
  /** What rewards cost Owo: redemptions and referral bonuses are paid from it (a promotion's expense). */
  rewards: 'system:rewards',
} as const;

/** Each bank-transfer provider's settlement float. */
export function floatAccountCode(provider: string): string {
  return `system:float:${provider}`;
}

export function walletAccountCode(userId: string): string {
  return `wallet:${userId}`;
}

const cache = new WeakMap<Db, Map<string, string>>();

/** The id of a system account, created on first use (any replica may get there first). */
export async function systemAccountId(db: Db, code: string): Promise<string> {
  let ids = cache.get(db);
  if (!ids) {
    ids = new Map();
    cache.set(db, ids);
  }
  const known = ids.get(code);
  if (known) return known;
  await db
    .insertInto('ledgerAccounts')
    .values({ code, kind: 'system' })
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
