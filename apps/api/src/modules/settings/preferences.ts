import { DEFAULT_PREFERENCES, type Preferences } from '@owo/core/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Trx } from '../ledger/post';

type Row = {
  hideBalance: boolean;
  moneyInApp: boolean;
  moneyEmail: boolean;
  promotionsInApp: boolean;
  promotionsEmail: boolean;
};

function toPreferences(row: Row | undefined): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    hideBalance: row.hideBalance,
    notifications: {
      money: { inApp: row.moneyInApp, email: row.moneyEmail },
      promotions: { inApp: row.promotionsInApp, email: row.promotionsEmail },
      security: { inApp: true, email: true },
    },
  };
}

/** A person's preferences; a person who never saved any has the defaults (no row). */
export async function readPreferences(db: Db | Trx, userId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('userPreferences')
    .select(['hideBalance', 'moneyInApp', 'moneyEmail', 'promotionsInApp', 'promotionsEmail'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return toPreferences(row);
}

export async function savePreferences(
  db: Db,
  clock: Clock,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  const { money, promotions } = preferences.notifications;
  const values = {
    hideBalance: preferences.hideBalance,
    moneyInApp: money.inApp,
    moneyEmail: money.email,
    promotionsInApp: promotions.inApp,
    promotionsEmail: promotions.email,
    updatedAt: clock.now(),
  };
  const row = await db
    .insertInto('userPreferences')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .returning(['hideBalance', 'moneyInApp', 'moneyEmail', 'promotionsInApp', 'promotionsEmail'])
    .executeTakeFirstOrThrow();
  return toPreferences(row);
}

/**
 * The users among `userIds` who turned a kind's in-app notices off (money or promotions; security is
 * always on), for writers that skip them.
 */
export async function inAppOff(
  db: Db | Trx,
  kind: 'money' | 'promotions',
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const column = kind === 'money' ? 'moneyInApp' : 'promotionsInApp';
  const rows = await db
    .selectFrom('userPreferences')
    .select('userId')
    .where('userId', 'in', userIds)
    .where(column, '=', false)
    .execute();
  return new Set(rows.map((row) => row.userId));
}
