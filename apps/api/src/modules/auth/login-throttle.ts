import { ERROR_CODES } from '@owo/core/contract';
import type { Clock } from '../../clock';
import type { Counter, CounterStore } from '../../counters/counter-store';
import { HttpError } from '../../http/errors';

/** Where a sign-in attempt comes from, for OWASP's "per account and source" counting. */
export interface LoginSource {
  /** `user:<id>`, or `identifier:<typed value>` for an unknown account (it then locks like a real one). */
  account: string;
  /** The client address (X-Forwarded-For only from a trusted proxy). */
  ip: string;
  /** A device that has signed in to this account before (a signed cookie), or null. */
  device: string | null;
}

export interface LoginThrottleOptions {
  /** Failures per account and source before that source is locked for `lockMinutes`. */
  maxFailures: number;
  /** Failures per account from every untrusted source together before untrusted sources are locked. */
  accountMaxFailures: number;
  lockMinutes: number;
}

/** Failures a source may make at full speed; after these each one doubles the wait, from 1 s. */
const FREE_FAILURES = 2;

/**
 * Counts failed sign-ins per account and source. A source that keeps failing is slowed down (1 s,
 * 2 s, 4 s, ...) and then locked; many failures from many sources lock the account for untrusted
 * sources only. A device that signed in to the account before is counted on its own and never locked
 * by anyone else's failures, so nobody can lock the owner out. Every wait is a 429 with Retry-After.
 */
export function createLoginThrottle(counters: CounterStore, clock: Clock, options: LoginThrottleOptions) {
  const lockMs = options.lockMinutes * 60_000;
  const keys = (source: LoginSource) => {
    const base = `login:${source.account}:`;
    return source.device
      ? { own: `${base}device:${source.device}`, account: null }
      : { own: `${base}ip:${source.ip}`, account: `${base}untrusted` };
  };

  /** When this source may try again, after `failures` of its own. */
  const sourceOpensAt = (counter: Counter | null): number => {
    if (!counter || counter.count <= FREE_FAILURES) return 0;
    const last = counter.lastAt.getTime();
    if (counter.count >= options.maxFailures) return last + lockMs;
    return last + Math.min(lockMs, 1000 * 2 ** (counter.count - FREE_FAILURES - 1));
  };
  const accountOpensAt = (counter: Counter | null): number =>
    counter && counter.count >= options.accountMaxFailures ? counter.lastAt.getTime() + lockMs : 0;

  return {
    accountKey(userId: string | undefined, identifier: string): string {
      return userId ? `user:${userId}` : `identifier:${identifier.trim().toLowerCase()}`;
    },

    async assertOpen(source: LoginSource): Promise<void> {
      const { own, account } = keys(source);
      const [ownCounter, accountCounter] = await Promise.all([
        counters.get(own, lockMs),
        account ? counters.get(account, lockMs) : null,
      ]);
      const opensAt = Math.max(sourceOpensAt(ownCounter), accountOpensAt(accountCounter));
      const waitMs = opensAt - clock.now().getTime();
      if (waitMs > 0) throw tooManyFailures(waitMs);
    },

    async recordFailure(source: LoginSource): Promise<void> {
      const { own, account } = keys(source);
      await Promise.all([counters.hit(own, lockMs), account ? counters.hit(account, lockMs) : null]);
    },

    /**
     * For a password check inside a session (settings): counts the attempt before the check, so however
     * many arrive at once, a source gets at most `maxFailures` verifies (and every untrusted source
     * together `accountMaxFailures`) before the lock; the rest are refused unverified. A right password
     * then clears its source through recordSuccess, as a sign-in does.
     */
    async claimAttempt(source: LoginSource): Promise<void> {
      await this.assertOpen(source);
      const { own, account } = keys(source);
      const [ownCounter, accountCounter] = await Promise.all([
        counters.hit(own, lockMs),
        account ? counters.hit(account, lockMs) : null,
      ]);
      if (
        ownCounter.count > options.maxFailures ||
        (accountCounter && accountCounter.count > options.accountMaxFailures)
      ) {
        throw tooManyFailures(lockMs);
      }
    },

    /** A success clears its own source; the untrusted total runs out on its own. */
    async recordSuccess(source: LoginSource): Promise<void> {
      await counters.delete(keys(source).own);
    },

    /** After a password reset: the account starts clean everywhere. */
    async resetAccount(userId: string): Promise<void> {
      await counters.deletePrefix(`login:user:${userId}:`);
    },
  };
}

function tooManyFailures(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds < 60
      ? `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
      : `Try again in ${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}, or reset your password.`;
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `Too many failed sign-in attempts for this account. ${wait}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
