export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

declare const idempotencyKeyBrand: unique symbol;

/**
 * A key made by createIdempotencyKey() (or checked by toIdempotencyKey()). Branded, so a money call's
 * type accepts no plain string: the key has to come from the one place that makes keys per user action.
 */
export type IdempotencyKey = string & { readonly [idempotencyKeyBrand]: true };

/** The options every money-moving call takes: it cannot be typed without its key. */
export interface MoneyCallOptions {
  /** Made once when the person commits to the action; the same value on every retry of it. */
  idempotencyKey: IdempotencyKey;
  signal?: AbortSignal;
}
