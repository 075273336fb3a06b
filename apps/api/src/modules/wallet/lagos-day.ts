const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Lagos (UTC+1 all year) on the day of `now`. */
export function startOfLagosDay(now: Date): Date {
  const local = now.getTime() + LAGOS_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - LAGOS_OFFSET_MS);
}

/** The Lagos day of `now` as days since 1970: how a wallet names the day its `day_debits` count (migration 0018). */
export function lagosDayNumber(now: Date): number {
  return Math.floor((now.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
}
