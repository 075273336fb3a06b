import { type RawBuilder, sql } from 'kysely';
import { lagosDayNumber } from './lagos-day';

/**
 * A new naira debit counted into its wallet's day's debits (`day_debits` for the Lagos day `debits_day`,
 * migration 0018), as two assignments of the update that already moves the wallet for it: the statement
 * that writes a debit updates its wallet anyway (a transfer's balance, a held debit's hold), so the count
 * costs no second update of the row (migration 0022). `amount` is what counts (amount + fee; 0 counts
 * nothing, for the other wallets of the same update); `at` is the debit's creation time.
 *
 * The same rule as the trigger that counted before: a debit of the wallet's day adds to its total, one of
 * a later day starts the total anew, and one of an earlier day (never, for a debit written now) leaves it.
 * Only in an update of `wallets` under its own name.
 */
export function countDebit(amount: RawBuilder<number> | number, at: Date) {
  const day = lagosDayNumber(at);
  const counted = sql<number>`${amount}::bigint`;
  const later = sql<boolean>`(wallets.debits_day is null or wallets.debits_day < ${day}::integer)`;
  return {
    dayDebits: sql<number>`case
      when ${counted} = 0 then wallets.day_debits
      when wallets.debits_day = ${day}::integer then wallets.day_debits + ${counted}
      when ${later} then ${counted}
      else wallets.day_debits end`,
    debitsDay: sql<number>`case when ${counted} > 0 and ${later} then ${day}::integer else wallets.debits_day end`,
  };
}
