import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { WalletRow } from '../../db/money-schema';
import type { Database, UserRow } from '../../db/schema';

/** "Ada O.": enough to confirm the person, never their email or phone number. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName.charAt(0).toUpperCase()}.`;
}

function phoneDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\+?\d{10,14}$/.test(digits)) return null;
  // 0803..., 234803... and +234803... are one number.
  const bare = digits.replace(/^\+/, '');
  return bare.startsWith('234') ? bare.slice(3) : bare.replace(/^0/, '');
}

/** One way of naming a user: the verified users it matches, at most `limit` of them. */
interface Search {
  match: (
    query: SelectQueryBuilder<Database, 'users', UserRow>,
  ) => SelectQueryBuilder<Database, 'users', UserRow>;
  limit: number;
}

/**
 * How findBy tries to name an Owo user, in turn: an email, or a phone number and then a username (a
 * username can look like a number), or a username.
 */
function searchesFor(identifier: string): Search[] {
  const value = identifier.trim();
  const byUsername: Search = {
    match: (q) => q.where(sql<string>`lower(username)`, '=', value.toLowerCase()),
    limit: 1,
  };
  if (value.includes('@')) return [{ match: (q) => q.where('email', '=', value.toLowerCase()), limit: 1 }];
  const phone = phoneDigits(value);
  if (!phone) return [byUsername];
  const byPhone: Search = {
    match: (q) =>
      q.where(
        sql<string>`regexp_replace(regexp_replace(phone_number, '^\\+?(234|0)', ''), '[^0-9]', '', 'g')`,
        '=',
        phone,
      ),
    limit: 2,
  };
  return [byPhone, byUsername];
}

/**
 * An Owo user by username, email or phone number; verified accounts only. A phone number shared by
 * several accounts finds nobody rather than a guess. `first` are the rows of the first search when the
 * caller has read them already (recipientWithWalletsQuery).
 */
async function findBy<T>(
  identifier: string,
  run: (search: Search) => Promise<T[]>,
  first?: T[],
): Promise<T | undefined> {
  const searches = searchesFor(identifier);
  for (const [i, search] of searches.entries()) {
    const rows = i === 0 && first ? first : await run(search);
    if (rows.length === 1) return rows[0];
    if (rows.length > 1) return undefined;
  }
  return undefined;
}

const verified = (db: Db) => db.selectFrom('users').selectAll().where('emailVerifiedAt', 'is not', null);

/** See findBy. */
export function findRecipient(db: Db, identifier: string): Promise<UserRow | undefined> {
  return findBy(identifier, ({ match, limit }) => match(verified(db)).limit(limit).execute());
}

/** A recipient's row with both wallets as jsonb (findRecipientWithWallets' search). */
export type RecipientWithWallets = UserRow & { walletsRead: WalletJson[] };

function withWallets(db: Db, senderId: string, { match, limit }: Search) {
  return match(verified(db))
    .select(
      sql<WalletJson[]>`(select coalesce(jsonb_agg(w), '[]'::jsonb) from wallets w
        where w.user_id in (users.id, ${senderId}::uuid))`.as('walletsRead'),
    )
    .limit(limit);
}

/**
 * findRecipientWithWallets' first search, for a caller that runs it in a statement of its own making (the
 * Idempotency-Key's claim: withIdempotency's `alongside`) and gives its rows back as `first`.
 */
export function recipientWithWalletsQuery(db: Db, identifier: string, senderId: string) {
  const [first] = searchesFor(identifier);
  if (!first) throw new Error('a recipient is named some way');
  return withWallets(db, senderId, first);
}

/**
 * findRecipient, with the recipient's wallet and the sender's read in the same statement (one round trip
 * fewer for a transfer's checks): as readWallets reads them, unlocked.
 */
export async function findRecipientWithWallets(
  db: Db,
  identifier: string,
  senderId: string,
  first?: RecipientWithWallets[],
): Promise<{ recipient: UserRow; wallets: WalletRow[] } | undefined> {
  const found = await findBy(identifier, (search) => withWallets(db, senderId, search).execute(), first);
  if (!found) return undefined;
  const { walletsRead, ...recipient } = found;
  return { recipient, wallets: walletsRead.map(walletOfJson) };
}

/** A wallet row as jsonb gives it back (the CamelCasePlugin renames its keys; bigints are numbers, times strings). */
interface WalletJson {
  userId: string;
  accountId: string;
  accountNumber: string;
  tier: number;
  balance: number;
  held: number;
  debitsDay: number | null;
  dayDebits: number;
  createdAt: string;
}

function walletOfJson(w: WalletJson): WalletRow {
  return {
    userId: w.userId,
    accountId: w.accountId,
    accountNumber: w.accountNumber,
    tier: w.tier,
    balance: w.balance,
    held: w.held,
    debitsDay: w.debitsDay,
    dayDebits: w.dayDebits,
    createdAt: new Date(w.createdAt),
  };
}
