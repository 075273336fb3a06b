import { MONEY_ERROR_CODES } from '@owo/core/contract';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import { verifySecret } from '../../crypto/passwords';
import { commitWithoutWaiting } from '../../db/commit-without-waiting';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { lagosTime } from '../../lagos-time';
import type { StatementCondition } from '../ledger/post';
import { recordSecurityEvent } from '../settings/security-events';
import type { ClaimWrite } from './idempotency';
import { type Notice, notify } from './notify';

/** The inbox's word of a lock: a security notice, so it goes whatever the money preferences say. */
const pinLockedNotice = (userId: string, until: Date): Notice => ({
  userId,
  type: 'security',
  title: 'Transaction PIN locked',
  body: `Your PIN was entered wrongly too many times in a row. It is locked until ${lagosTime(until)} (Lagos time). If this was not you, change your password.`,
});

/**
 * A claim older than this belongs to a verify that will never finish (its process died): argon2 takes
 * milliseconds, and a PIN should not stay blocked long after a crash.
 */
const CLAIM_EXPIRY_MS = 15_000;
/**
 * How long a PIN waits for a slot before it is told to try again. Slots free as fast as argon2 verifies,
 * so only a burst of hundreds of payments at once from one person waits long.
 */
const WAIT_FOR_SLOT_MS = 20_000;
/** A slot given back by another process is noticed by polling; one given back here wakes a waiter at once. */
const POLL_MS = 100;

/** A verify running, shared by every payment that arrived with the same PIN while it runs. */
interface Verifying {
  result: Promise<'deferred' | 'settled'>;
  /** Payments that joined it after the one that started it. */
  joined: number;
}

/** What one server (one AppContext) keeps about the PIN checks running in this process. */
interface InProcess {
  /** Requests waiting for one of a user's slots, oldest first, by user id. */
  waiting: Map<string, (() => void)[]>;
  /** Verifies running, by user, PIN hash and the PIN tried. */
  verifying: Map<string, Verifying>;
}
const servers = new WeakMap<AppContext, InProcess>();

/** Which verifies are one guess: the same user, PIN hash and PIN tried. */
const verifyKey = (userId: string, pinHash: string, pin: string) => `${userId}\n${pinHash}\n${pin}`;

function inProcess(ctx: AppContext): InProcess {
  let state = servers.get(ctx);
  if (!state) {
    state = { waiting: new Map(), verifying: new Map() };
    servers.set(ctx, state);
  }
  return state;
}

/** Resolves when this process gives one of the user's slots back, or after POLL_MS. */
function slotGivenBack(ctx: AppContext, userId: string): Promise<void> {
  const { waiting } = inProcess(ctx);
  const queue = waiting.get(userId) ?? [];
  waiting.set(userId, queue);
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      const at = queue.indexOf(wake);
      if (at >= 0) queue.splice(at, 1);
      if (queue.length === 0) waiting.delete(userId);
      resolve();
    };
    const timer = setTimeout(wake, POLL_MS);
    queue.push(wake);
  });
}

/** Wakes the oldest waiter for the slot just given back, or all of them when the PIN has just locked. */
function giveBack(ctx: AppContext, userId: string, everyone = false): void {
  const queue = inProcess(ctx).waiting.get(userId);
  if (!queue) return;
  for (const wake of everyone ? [...queue] : queue.slice(0, 1)) wake();
}

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

type Claim = { claimed: true } | { claimed: false; lockedUntil: Date | null };

/**
 * The claim of one of the PIN's `max` verify slots: a slot is free while wrong PINs counted plus verifies
 * in flight stay under `max` and no lock is in force. An expired lock and claims left by a dead process
 * are cleared here, in the same statement, so the check and the claim are one atomic step on the row.
 * With `when`, it claims only when that holds (made by another statement: EarlySlot).
 */
function slotClaim(db: Db, userId: string, max: number, now: Date, when?: RawBuilder<boolean>) {
  const staleBefore = new Date(now.getTime() - CLAIM_EXPIRY_MS);
  const lockOver = sql<boolean>`(pin_attempts.locked_until is not null and pin_attempts.locked_until <= ${now})`;
  const failures = sql<number>`(case when ${lockOver} then 0 else pin_attempts.failures end)`;
  const pending = sql<number>`(case when pin_attempts.pending_at < ${staleBefore} then 0 else pin_attempts.pending end)`;
  const into = db.insertInto('pinAttempts');
  const first = when
    ? into
        .columns(['userId', 'failures', 'lockedUntil', 'pending', 'pendingAt'])
        .expression(
          db
            .selectNoFrom([
              sql<string>`${userId}::uuid`.as('userId'),
              sql<number>`0`.as('failures'),
              sql<Date | null>`null::timestamptz`.as('lockedUntil'),
              sql<number>`1`.as('pending'),
              sql<Date>`${now}::timestamptz`.as('pendingAt'),
            ])
            .where(when),
        )
    : into.values({ userId, failures: 0, lockedUntil: null, pending: 1, pendingAt: now });
  return first
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({
          failures,
          lockedUntil: sql`case when ${lockOver} then null else pin_attempts.locked_until end`,
          pending: sql`${pending} + 1`,
          pendingAt: now,
        })
        .where(
          sql<boolean>`(pin_attempts.locked_until is null or ${lockOver}) and ${failures} + ${pending} < ${max}`,
        ),
    )
    .returning(['userId', commitWithoutWaiting]);
}

/** Takes one of the PIN's verify slots (slotClaim), or says why not: a lock in force, or none free. */
async function claimAttempt(ctx: AppContext, userId: string, max: number): Promise<Claim> {
  const now = ctx.clock.now();
  const claimed = await slotClaim(ctx.db, userId, max, now).executeTakeFirst();
  if (claimed) return { claimed: true };
  const state = await ctx.db
    .selectFrom('pinAttempts')
    .select('lockedUntil')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const lockedUntil = state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil : null;
  return { claimed: false, lockedUntil };
}

/** A slot given back uncounted: its verify never ran, or could not. */
function giveSlotBack(ctx: AppContext, userId: string): Promise<void> {
  return givingBack(ctx, userId, () =>
    ctx.db
      .updateTable('pinAttempts')
      .set({ pending: sql`greatest(pin_attempts.pending - 1, 0)` })
      .where('userId', '=', userId)
      .execute(),
  );
}

/**
 * A verify slot claimed before the payment's checks, by the statement that claims its Idempotency-Key
 * (ClaimWrite): one round trip fewer per payment (issue 25). The claim is slotClaim's, so it holds under the
 * same rule as every other; verifyTransactionPin then verifies in it instead of claiming one. When the
 * statement found no slot free (or a lock), the verify claims as it always does (waiting, or refusing with
 * 423). A slot still held when the payment stops before its verify (a check refused it), or when the
 * payment joins a verify of the same PIN already running, is given back uncounted (`release`).
 */
export interface EarlySlot {
  /** The claim, for the key's statement. */
  write: ClaimWrite;
  /** What that statement said: whether it claimed the slot. */
  claimed(held: boolean): void;
  /** The slot for the verify, if one is held (once: the verify owns it then). */
  take(): boolean;
  /** Gives back a slot no verify took. Does nothing otherwise. */
  release(): Promise<void>;
}

/**
 * An EarlySlot for a payment with this PIN, or undefined when there is no PIN to verify or a verify of the
 * same PIN runs in this process already (the payment will join it, and needs no slot of its own).
 */
export function earlyPinSlot(ctx: AppContext, user: UserRow, pin: string): EarlySlot | undefined {
  if (user.pinHash === null || inProcess(ctx).verifying.has(verifyKey(user.id, user.pinHash, pin))) return;
  let held = false;
  return {
    write: (when) => slotClaim(ctx.db, user.id, ctx.config.money.pinMaxAttempts, ctx.clock.now(), when),
    claimed(yes) {
      held = yes;
    },
    take() {
      const was = held;
      held = false;
      return was;
    },
    async release() {
      if (!held) return;
      held = false;
      await giveSlotBack(ctx, user.id);
    },
  };
}

/** Claims a slot, waiting while every slot is held by a verify in flight; refuses once the PIN is locked. */
async function waitForSlot(ctx: AppContext, userId: string, max: number): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_SLOT_MS;
  for (;;) {
    const claim = await claimAttempt(ctx, userId, max);
    if (claim.claimed) return;
    if (claim.lockedUntil) throw lockedError(claim.lockedUntil);
    if (Date.now() >= deadline) {
      throw new HttpError(
        429,
        MONEY_ERROR_CODES.pinBusy,
        'Your PIN is being checked on another payment. Try again in a moment.',
      );
    }
    await slotGivenBack(ctx, userId);
  }
}

/** What a right PIN writes: its slot given back, and the count cleared unless a lock came into force. */
function rightSettles(now: Date) {
  const lockInForce = sql<boolean>`(pin_attempts.locked_until is not null and pin_attempts.locked_until > ${now})`;
  return {
    pending: sql<number>`greatest(pin_attempts.pending - 1, 0)`,
    failures: sql<number>`case when ${lockInForce} then pin_attempts.failures else 0 end`,
  };
}

/** A right PIN: gives its slot back and clears the count, unless a lock came into force meanwhile. */
async function settleRight(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .updateTable('pinAttempts')
    .set(rightSettles(now))
    .where('userId', '=', userId)
    // Lost in a crash, this reset leaves the count where it was before the right PIN: never lower than it
    // should be. The slot it gives back belonged to the crashed process, whose claims expire anyway.
    .returning(['lockedUntil', commitWithoutWaiting])
    .executeTakeFirst();
  // A verify that began before the lock must not get through it, nor lift it.
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil);
}

/**
 * A wrong PIN: its slot becomes a failure. Only the failure that reaches `max` sets the lock and writes
 * the notice, in the same transaction; claims keep failures from passing `max`, so that happens once.
 */
async function settleWrong(ctx: AppContext, user: UserRow, max: number): Promise<never> {
  const { clock, config } = ctx;
  const now = clock.now();
  const until = new Date(now.getTime() + config.money.pinLockMinutes * 60_000);
  const failures = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('pinAttempts')
      .set({
        failures: sql`pin_attempts.failures + 1`,
        pending: sql`greatest(pin_attempts.pending - 1, 0)`,
        lockedUntil: sql`case when pin_attempts.failures + 1 = ${max} then ${until} else pin_attempts.locked_until end`,
      })
      .where('userId', '=', user.id)
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (row.failures === max) {
      await notify(trx, now, pinLockedNotice(user.id, until));
      await recordSecurityEvent(trx, user.id, 'pin_locked', { device: null, place: null }, now);
    }
    return row.failures;
  });

  if (failures >= max) {
    if (failures === max) {
      ctx.background(() =>
        ctx.mailer.send({
          to: user.email,
          subject: 'Your Owo transaction PIN is locked',
          text: `Hello ${user.firstName},\n\nYour transaction PIN was entered wrongly ${max} times in a row, so it is locked until ${lagosTime(until)} (Lagos time). If this was not you, change your password and contact support.\n\nOwo`,
        }),
      );
    }
    throw lockedError(until);
  }
  const left = max - failures;
  throw new HttpError(
    403,
    MONEY_ERROR_CODES.invalidPin,
    `Incorrect PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  );
}

/**
 * The PIN on every debit. Each verify first claims one of `pinMaxAttempts` slots, so however many guesses
 * arrive at once, at most that many wrong PINs are ever verified before the `pinMaxAttempts`-th locks the
 * PIN for `pinLockMinutes`. A right PIN resets the count but never lifts a lock.
 *
 * Payments that arrive together with the same PIN are one guess: they share one claim and one verify
 * (nothing is kept once it settles), so a burst of one person's payments does not queue for slots.
 */
export async function checkTransactionPin(ctx: AppContext, user: UserRow, pin: string): Promise<void> {
  const pass = await verifyTransactionPin(ctx, user, pin);
  await pass.settle();
}

/**
 * A right PIN, verified (checkTransactionPin's rules), whose settle may go into the statement that moves
 * the money: one round trip fewer per payment (issue 25). A verify no other payment shared keeps its slot
 * until then; one that was shared has settled already (its payments all wait on that one settle).
 */
export interface PinPass {
  /**
   * The settle, for the payment's own statement: `ctes` give the slot back and clear the count as
   * settleRight does, and `ok` is false when a lock came into force since the verify began, so that the
   * statement can refuse itself (owo_require) and write nothing. Null once settled.
   */
  inStatement(now: Date): StatementCondition | null;
  /** The statement with inStatement's settle committed: the slot is free. */
  settledInStatement(): void;
  /**
   * Settles on its own (when the statement did not run, or refused itself), refusing with 423 when a lock
   * came into force meanwhile. Does nothing once settled.
   */
  settle(): Promise<void>;
}

const SETTLED: PinPass = {
  inStatement: () => null,
  settledInStatement: () => {},
  settle: async () => {},
};

/**
 * Verifies the PIN (checkTransactionPin's rules) and leaves a right one's settle to the caller (PinPass).
 * `early` is the slot the payment claimed before its checks, if it did (EarlySlot).
 */
export async function verifyTransactionPin(
  ctx: AppContext,
  user: UserRow,
  pin: string,
  early?: EarlySlot,
): Promise<PinPass> {
  assertPinSet(user);
  const { pinHash } = user;
  const running = inProcess(ctx).verifying;
  const key = verifyKey(user.id, pinHash, pin);
  const joined = running.get(key);
  if (joined) {
    joined.joined++;
    await early?.release();
    await joined.result;
    return SETTLED;
  }
  const held = early?.take() ?? false;
  const entry: Verifying = { result: Promise.resolve('settled'), joined: 0 };
  const forget = () => {
    if (running.get(key) === entry) running.delete(key);
  };
  entry.result = verifyOnce(ctx, user, pinHash, pin, entry, forget, held).finally(forget);
  running.set(key, entry);
  return (await entry.result) === 'deferred' ? deferredPass(ctx, user.id) : SETTLED;
}

/** A right PIN's settle left to the payment (verifyTransactionPin): its slot is held until it runs. */
function deferredPass(ctx: AppContext, userId: string): PinPass {
  let settled = false;
  return {
    inStatement(now) {
      if (settled) return null;
      const set = rightSettles(now);
      return {
        ctes: [
          [
            'pin_settled',
            sql`update pin_attempts set pending = ${set.pending}, failures = ${set.failures}
              where user_id = ${userId}::uuid returning locked_until`,
          ],
        ],
        ok: sql<boolean>`not exists (select 1 from pin_settled where locked_until > ${now})`,
      };
    },
    settledInStatement() {
      settled = true;
      giveBack(ctx, userId);
    },
    async settle() {
      if (settled) return;
      settled = true;
      await givingBack(ctx, userId, () => settleRight(ctx, userId));
    },
  };
}

/**
 * Claims a slot (unless `held`: the payment claimed it early) and verifies. A wrong PIN settles here; so does
 * a right one that other payments joined.
 * A right one nobody joined is 'deferred': its slot stays held for the payment to settle (deferredPass),
 * and the verify is forgotten at once, in the same step, so no later payment can join it.
 */
async function verifyOnce(
  ctx: AppContext,
  user: UserRow,
  pinHash: string,
  pin: string,
  entry: Verifying,
  forget: () => void,
  held: boolean,
): Promise<'deferred' | 'settled'> {
  const max = ctx.config.money.pinMaxAttempts;
  if (!held) await waitForSlot(ctx, user.id, max);
  let right: boolean;
  try {
    right = await verifySecret(pinHash, pin);
  } catch (error) {
    // A verify that could not run says nothing about the PIN: give the slot back uncounted.
    await giveSlotBack(ctx, user.id);
    throw error;
  }
  if (right && entry.joined === 0) {
    forget();
    return 'deferred';
  }
  await givingBack(ctx, user.id, () => (right ? settleRight(ctx, user.id) : settleWrong(ctx, user, max)));
  return 'settled';
}

/**
 * Runs what gives a slot back in the database, then wakes this process's next waiter for it, or every
 * waiter when it ended in the lock (they are refused at once rather than after polling).
 */
async function givingBack(ctx: AppContext, userId: string, settle: () => Promise<unknown>): Promise<void> {
  try {
    await settle();
  } catch (error) {
    giveBack(ctx, userId, isLocked(error));
    throw error;
  }
  giveBack(ctx, userId);
}

function isLocked(error: unknown): boolean {
  return error instanceof HttpError && error.code === MONEY_ERROR_CODES.pinLocked;
}
