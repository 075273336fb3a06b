import { randomBytes } from 'node:crypto';
import { type Env, integer } from './env';

export const CARD_ISSUERS = ['sandbox'] as const;
export type CardIssuerName = (typeof CARD_ISSUERS)[number];

/** Which card issuer and FX rates provider answer, how long they may take, and the issuer's signing key. */
export interface CardsConfig {
  issuer: CardIssuerName;
  /** How long the sandbox issuer takes with its late answers (a card labelled SANDBOX-LATE, a $14.14 load). */
  sandboxLateMs: number;
  /** An issuer call that has not answered by then leaves the card or load pending (never failed). */
  issuerTimeoutMs: number;
  /** When the first requery of a pending creation or load runs. */
  requeryAfterMs: number;
  /** The HMAC-SHA256 key of the issuer's callbacks. */
  webhookSecret: string;
}

export function loadCardsConfig(env: Env = process.env): CardsConfig {
  const issuer = env.CARD_ISSUER || 'sandbox';
  if (!(CARD_ISSUERS as readonly string[]).includes(issuer)) {
    throw new Error(`CARD_ISSUER must be one of ${CARD_ISSUERS.join(', ')}, got "${issuer}"`);
  }
  return {
    issuer: issuer as CardIssuerName,
    sandboxLateMs: integer(env, 'SANDBOX_CARDS_LATE_MS', 10_000),
    issuerTimeoutMs: integer(env, 'CARD_ISSUER_TIMEOUT_MS', 15_000),
    requeryAfterMs: integer(env, 'CARD_REQUERY_AFTER_MS', 2_000),
    // Without a configured secret nobody outside can sign a callback: right for the sandbox.
    webhookSecret: env.CARD_ISSUER_WEBHOOK_SECRET || randomBytes(32).toString('base64url'),
  };
}
