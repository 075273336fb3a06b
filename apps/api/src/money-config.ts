import { DEFAULT_TIERS, type TierLimits } from '@owo/core/contract';
import { type Env, integer } from './env';

/** Money settings: tier limits, the PIN lock, the sandbox bank and the background worker. */
export interface MoneyConfig {
  /** The bank code and name Owo's NUBANs are issued under (the sandbox's own code). */
  bankCode: string;
  bankName: string;
  tiers: TierLimits[];
  /** Wrong PINs in a row before the PIN locks, and for how long. */
  pinMaxAttempts: number;
  pinLockMinutes: number;
  /**
   * After a password change, PIN reset or email change: for `coolingHours`, money to recipients never paid
   * before is capped at `coolingNewRecipientCap` kobo in all (account-takeover defence).
   */
  coolingHours: number;
  coolingNewRecipientCap: number;
  /**
   * Name look-ups (an Owo recipient, a bank account's holder) one user may make a minute, as banks limit
   * name enquiries: each one confirms that an account exists. 0 turns the limit off.
   */
  lookupsPerMinute: number;
  /** How often the job worker looks for due work, and how long a claimed job is its alone. */
  jobPollMs: number;
  jobLeaseMs: number;
  /**
   * Runs in a row whose handler threw before a job is dead (JOB_MAX_ATTEMPTS): 12 at the worker's backoff
   * is about six minutes of failing. A run that reschedules because the provider has not answered is no
   * failure, so a transfer may stay pending for days without dying.
   */
  jobMaxAttempts: number;
  /** How long the sandbox provider takes to give its "late" answers. */
  sandboxLateMs: number;
  /** A card charge (a top-up) with no answer by then is pending, never failed, and requeried. */
  cardProcessorTimeoutMs: number;
  /** When a pending top-up's charge is first requeried (then with the worker's backoff). */
  topUpRequeryAfterMs: number;
}

function atLeastOne(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be 1 or more, got "${env[name]}"`);
  return value;
}

/**
 * TIER_LIMITS overrides the CBN defaults as JSON: `[{"tier":1,"name":"Tier 1","singleTransaction":...}]`
 * (kobo; maxBalance null for none).
 */
function tiers(env: Env): TierLimits[] {
  if (!env.TIER_LIMITS) return DEFAULT_TIERS.map((tier) => ({ ...tier }));
  const parsed: unknown = JSON.parse(env.TIER_LIMITS);
  const valid =
    Array.isArray(parsed) &&
    parsed.length > 0 &&
    parsed.every(
      (t) =>
        Number.isInteger(t?.tier) &&
        typeof t?.name === 'string' &&
        Number.isSafeInteger(t?.singleTransaction) &&
        Number.isSafeInteger(t?.daily) &&
        (t?.maxBalance === null || Number.isSafeInteger(t?.maxBalance)),
    );
  if (!valid) throw new Error('TIER_LIMITS must be a JSON array of tiers (see apps/api/README.md)');
  return parsed as TierLimits[];
}

export function loadMoneyConfig(env: Env = process.env): MoneyConfig {
  return {
    bankCode: '999',
    bankName: 'Owo Sandbox Bank',
    tiers: tiers(env),
    pinMaxAttempts: integer(env, 'PIN_MAX_ATTEMPTS', 5),
    pinLockMinutes: integer(env, 'PIN_LOCK_MINUTES', 30),
    coolingHours: integer(env, 'COOLING_PERIOD_HOURS', 24),
    coolingNewRecipientCap: integer(env, 'COOLING_NEW_RECIPIENT_CAP', 2_000_000),
    lookupsPerMinute: integer(env, 'LOOKUPS_PER_MINUTE', 20),
    jobPollMs: integer(env, 'JOB_POLL_MS', 1_000),
    jobLeaseMs: integer(env, 'JOB_LEASE_MS', 30_000),
    jobMaxAttempts: atLeastOne(env, 'JOB_MAX_ATTEMPTS', 12),
    sandboxLateMs: integer(env, 'SANDBOX_LATE_MS', 5_000),
    cardProcessorTimeoutMs: integer(env, 'CARD_PROCESSOR_TIMEOUT_MS', 15_000),
    topUpRequeryAfterMs: integer(env, 'TOP_UP_REQUERY_AFTER_MS', 2_000),
  };
}
