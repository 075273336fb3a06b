import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

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

/**
 * An Owo user by username, email or phone number; verified accounts only. A phone number shared by
 * several accounts finds nobody rather than a guess.
 */
export async function findRecipient(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  const verified = db.selectFrom('users').selectAll().where('emailVerifiedAt', 'is not', null);
  if (value.includes('@')) return verified.where('email', '=', value.toLowerCase()).executeTakeFirst();
  const phone = phoneDigits(value);
  if (phone) {
    const rows = await verified
      .where(
        sql<string>`regexp_replace(regexp_replace(phone_number, '^\\+?(234|0)', ''), '[^0-9]', '', 'g')`,
        '=',
        phone,
      )
      .limit(2)
      .execute();
    if (rows.length === 1) return rows[0];
    if (rows.length > 1) return undefined;
  }
  return verified.where(sql<string>`lower(username)`, '=', value.toLowerCase()).executeTakeFirst();
}
