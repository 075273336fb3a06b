import { ERROR_CODES } from '@owo/core/contract';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { failure } from '../../http/responses';

const MINUTE_MS = 60_000;

/**
 * Name look-ups per user, in fixed minutes (as banks limit name enquiries): each one confirms that an
 * account exists, so nobody may walk a list of numbers through them. The counter is the shared one
 * (database or Redis), so every API process enforces one limit; a minute's own key makes it a fixed
 * window, where a sliding one would never reopen for someone who keeps trying.
 */
function minuteOf(ctx: AppContext) {
  const now = ctx.clock.now().getTime();
  const minute = Math.floor(now / MINUTE_MS);
  return { minute, secondsLeft: Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000)) };
}

/** The 429 every route with a name look-up documents. */
export const lookupLimited = failure(
  'RATE_LIMITED: more name look-ups this minute than LOOKUPS_PER_MINUTE allows (Retry-After says how long)',
);

const keyOf = (userId: string, minute: number) => `lookups:${userId}:${minute}`;

function tooMany(secondsLeft: number): HttpError {
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `Too many account look-ups. Please wait ${secondsLeft} second${secondsLeft === 1 ? '' : 's'} and try again.`,
    undefined,
    { 'retry-after': String(secondsLeft) },
  );
}

/** Counts one look-up, atomically; the one past the limit (and every later one this minute) is a 429. */
export async function spendLookup(ctx: AppContext, userId: string): Promise<void> {
  const limit = ctx.config.money.lookupsPerMinute;
  if (limit === 0) return;
  const { minute, secondsLeft } = minuteOf(ctx);
  const { count } = await ctx.counters.hit(keyOf(userId, minute), MINUTE_MS);
  if (count > limit) throw tooMany(secondsLeft);
}

/** Refuses, without counting, a user already past the limit this minute. */
export async function assertLookupsLeft(ctx: AppContext, userId: string): Promise<void> {
  const limit = ctx.config.money.lookupsPerMinute;
  if (limit === 0) return;
  const { minute, secondsLeft } = minuteOf(ctx);
  const counter = await ctx.counters.get(keyOf(userId, minute), MINUTE_MS);
  if (counter && counter.count > limit) throw tooMany(secondsLeft);
}
