import type { AppContext } from './context';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes what can no longer be used: spent codes, old sessions, expired lockouts, dev mail, FX quotes
 * past their hold (a conversion keeps its own rate) and the sandbox issuer's spent details links.
 */
export async function purgeExpired({ db, clock }: AppContext): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  await db.deleteFrom('verificationCodes').where('expiresAt', '<', dayAgo).execute();
  await db.deleteFrom('resetTokens').where('expiresAt', '<', dayAgo).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<', monthAgo), eb('revokedAt', '<', monthAgo)]))
    .execute();
  await db.deleteFrom('rateCounters').where('lastAt', '<', dayAgo).execute();
  await db.deleteFrom('mailbox').where('createdAt', '<', monthAgo).execute();
  await db.deleteFrom('fxQuotes').where('expiresAt', '<', dayAgo).execute();
  await db.deleteFrom('sandboxIssuerReveals').where('expiresAt', '<', dayAgo).execute();
}

/** Runs the purge now and hourly; returns the stop function. */
export function scheduleMaintenance(ctx: AppContext): () => void {
  const run = () => ctx.background(() => purgeExpired(ctx));
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
