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

/** A verified user matching a way of naming them (`match`), at most `limit` of them. */
type Search<T> = (
  match: (
    query: SelectQueryBuilder<Database, 'users', UserRow>,
  ) => SelectQueryBuilder<Database, 'users', UserRow>,
  limit: number,
) => Promise<T[]>;

/**
 * An Owo user by username, email or phone number; verified accounts only. A phone number shared by
 * several accounts finds nobody rather than a guess.
 */
async function findBy<T>(identifier: string, search: Search<T>): Promise<T | undefined> {
  const value = identifier.trim();
  if (value.includes('@')) return (await search((q) => q.where('email', '=', value.toLowerCase()), 1))[0];
  const phone = phoneDigits(value);
  if (phone) {
    const rows = await search(
      (q) =>
        q.where(
          sql<string>`regexp_replace(regexp_replace(phone_number, '^\\+?(234|0)', ''), '[^0-9]', '', 'g')`,
          '=',
          phone,
        ),
      2,
    );
    if (rows.length === 1) return rows[0];
    if (rows.length > 1) return undefined;
  }
  return (await search((q) => q.where(sql<string>`lower(username)`, '=', value.toLowerCase()), 1))[0];
}

const verified = (db: Db) => db.selectFrom('users').selectAll().where('emailVerifiedAt', 'is not', null);

/** See findBy. */
export function findRecipient(db: Db, identifier: string): Promise<UserRow | undefined> {
  return findBy(identifier, (match, limit) => match(verified(db)).limit(limit).execute());
}

/**
 * findRecipient, with the recipient's wallet and the sender's read in the same statement (one round trip
 * fewer for a transfer's checks): as readWallets reads them, unlocked.
 */
export async function findRecipientWithWallets(
  db: Db,
  identifier: string,
  senderId: string,
): Promise<{ recipient: UserRow; wallets: WalletRow[] } | undefined> {
  const found = await findBy(identifier, (match, limit) =>
    match(verified(db))
      .select(
        sql<WalletJson[]>`(select coalesce(jsonb_agg(w), '[]'::jsonb) from wallets w
          where w.user_id in (users.id, ${senderId}::uuid))`.as('walletsRead'),
      )
      .limit(limit)
      .execute(),
  );
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
