import { randomBytes } from 'node:crypto';
import { type Env, integer } from './env';

/** Tier upgrades (the identity provider, the key BVNs and NINs are sealed with) and rewards. */
export interface TiersConfig {
  identityProvider: 'sandbox';
  /** How long the sandbox's "review" values (22222222224, 33333333335) take to be approved. */
  sandboxReviewMs: number;
  /** 32 bytes: BVNs and NINs are encrypted at rest with it (AES-256-GCM) and looked up by an HMAC under it. */
  identityKey: Buffer;
  /** How often referrals are looked at for a qualifying first payment. */
  referralSweepMs: number;
  /** Where the site is, for referral links. */
  publicUrl: string;
}

/**
 * IDENTITY_ENCRYPTION_KEY is base64 of 32 bytes. Without it, `fallbackKey` (one generated on first start
 * and kept in the data folder, like the JWT secret) is used, so local data stays readable across restarts.
 */
export function loadTiersConfig(env: Env, fallbackKey: () => string): TiersConfig {
  const given = env.IDENTITY_ENCRYPTION_KEY;
  const identityKey = Buffer.from(given || fallbackKey(), given ? 'base64' : 'base64url').subarray(0, 32);
  if (identityKey.length !== 32) throw new Error('IDENTITY_ENCRYPTION_KEY must be base64 of 32 bytes');
  return {
    identityProvider: 'sandbox',
    sandboxReviewMs: integer(env, 'SANDBOX_IDENTITY_REVIEW_MS', 10_000),
    identityKey,
    referralSweepMs: integer(env, 'REFERRAL_SWEEP_MS', 5_000),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:5173').replace(/\/+$/, ''),
  };
}

/** For tests: a fresh key. */
export function randomTiersConfig(overrides: Partial<TiersConfig> = {}): TiersConfig {
  return { ...loadTiersConfig({}, () => randomBytes(32).toString('base64url')), ...overrides };
}
