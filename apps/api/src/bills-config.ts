import { randomBytes } from 'node:crypto';
import { BILL_PAYMENT_FEE } from '@owo/core/contract';
import { type Env, integer } from './env';

export const BILLS_PROVIDERS = ['sandbox'] as const;
export type BillsProviderName = (typeof BILLS_PROVIDERS)[number];

/** Which bills provider answers, how long it may take, and the key its callbacks are signed with. */
export interface BillsConfig {
  provider: BillsProviderName;
  /** How long the sandbox takes to give its late answers (08022222222, gift-card reviews). */
  sandboxLateMs: number;
  /** A pay call that has not answered by then is pending (never failed) and requeried. */
  providerTimeoutMs: number;
  /** When the first requery of a pending purchase runs. */
  requeryAfterMs: number;
  /** The HMAC-SHA512 key of the provider's webhook signatures. */
  webhookSecret: string;
  /** Owo's fee on a bill payment, in kobo: the schedule's (the pricing page's) unless a test sets another. */
  paymentFee: number;
}

export function loadBillsConfig(env: Env = process.env): BillsConfig {
  const provider = env.BILLS_PROVIDER || 'sandbox';
  if (!(BILLS_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`BILLS_PROVIDER must be one of ${BILLS_PROVIDERS.join(', ')}, got "${provider}"`);
  }
  return {
    provider: provider as BillsProviderName,
    sandboxLateMs: integer(env, 'SANDBOX_BILLS_LATE_MS', 10_000),
    providerTimeoutMs: integer(env, 'BILLS_PROVIDER_TIMEOUT_MS', 15_000),
    requeryAfterMs: integer(env, 'BILLS_REQUERY_AFTER_MS', 2_000),
    // Without a configured secret nobody outside can sign a callback: right for the sandbox.
    webhookSecret: env.BILLS_WEBHOOK_SECRET || randomBytes(32).toString('base64url'),
    paymentFee: BILL_PAYMENT_FEE,
  };
}
