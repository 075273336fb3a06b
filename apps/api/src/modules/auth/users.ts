import type { User } from '@owo/core/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

/** The public face of a user row: never a hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    countryCode: row.countryCode,
    isEmailVerified: row.emailVerifiedAt !== null,
    isPinSet: row.pinHash !== null,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Email or username, either case. */
export function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const column = value.includes('@') ? sql<string>`email` : sql<string>`lower(username)`;
  return db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
