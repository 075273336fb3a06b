import { MONEY_ERROR_CODES } from '@owo/core/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { verifySecret } from '../../crypto/passwords';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { lagosTime, moneyEvent, notify } from './money-events';

function lockedError(until: Date): HttpError {
  return new HttpError(
    423,
    MONEY_ERROR_CODES.pinLocked,
    `Your PIN is locked after too many wrong attempts. Try again after ${lagosTime(until)} (Lagos time).`,
  );
}

/** No debit, and no quote of one, for someone without a transaction PIN: the first thing they must do. */
export function assertPinSet(user: UserRow): asserts user is UserRow & { pinHash: string } {
  if (user.pinHash === null) {
    throw new HttpError(403, MONEY_ERROR_CODES.pinNotSet, 'Set your transaction PIN before you send money.');
  }
}

/**
 * The PIN on every debit. Failures are counted atomically, so parallel guesses share the budget;
 * the `pinMaxAttempts`-th wrong PIN in a row locks it for `pinLockMinutes`; a right one resets the count.
 */
export async function checkTransactionPin(ctx: AppContext, user: UserRow, pin: string): Promise<void> {
  const { db, clock, config } = ctx;
  assertPinSet(user);
  const now = clock.now();
  const state = await db
    .selectFrom('pinAttempts')
    .selectAll()
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (state?.lockedUntil && state.lockedUntil > now) throw lockedError(state.lockedUntil);

  if (await verifySecret(user.pinHash, pin)) {
    if (state) await db.deleteFrom('pinAttempts').where('userId', '=', user.id).execute();
    return;
  }

  const expired = sql<boolean>`pin_attempts.locked_until is not null and pin_attempts.locked_until <= ${now}`;
  const counted = await db
    .insertInto('pinAttempts')
    .values({ userId: user.id, failures: 1, lockedUntil: null })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        failures: sql`case when ${expired} then 1 else pin_attempts.failures + 1 end`,
        lockedUntil: sql`case when ${expired} then null else pin_attempts.locked_until end`,
      }),
    )
    .returning(['failures', 'lockedUntil'])
    .executeTakeFirstOrThrow();

  const max = config.money.pinMaxAttempts;
  if (counted.failures >= max) {
    if (counted.lockedUntil && counted.lockedUntil > now) throw lockedError(counted.lockedUntil);
    const until = new Date(now.getTime() + config.money.pinLockMinutes * 60_000);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('pinAttempts')
        .set({ lockedUntil: until })
        .where('userId', '=', user.id)
        .execute();
      await notify(trx, now, moneyEvent.pinLocked(user.id, until));
    });
    ctx.background(() =>
      ctx.mailer.send({
        to: user.email,
        subject: 'Your Owo transaction PIN is locked',
        text: `Hello ${user.firstName},\n\nYour transaction PIN was entered wrongly ${max} times in a row, so it is locked until ${lagosTime(until)} (Lagos time). If this was not you, change your password and contact support.\n\nOwo`,
      }),
    );
    throw lockedError(until);
  }
  const left = max - counted.failures;
  throw new HttpError(
    403,
    MONEY_ERROR_CODES.invalidPin,
    `Incorrect PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  );
}
