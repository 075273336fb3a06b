import type { IdempotencyKey } from './idempotency';

// Apart from idempotency.ts, which the http client (and so every element) imports: only money code
// makes keys, and a module is bundled with everything any element uses of it.

/**
 * One key per user action (DESIGN.md 6): create it when the person commits to the action and pass the
 * same value as `idempotencyKey` on every attempt, so the server applies a money movement at most once.
 */
export function createIdempotencyKey(): IdempotencyKey {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID() as IdempotencyKey;
  // randomUUID exists only in secure contexts; a partner page on plain http still gets a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` as IdempotencyKey;
}

/** A key the caller stored (a retry after a reload): 1 to 255 visible ASCII characters, as the API requires. */
export function toIdempotencyKey(value: string): IdempotencyKey {
  if (!/^[\x21-\x7e]{1,255}$/.test(value))
    throw new RangeError('An Idempotency-Key is 1 to 255 visible ASCII characters');
  return value as IdempotencyKey;
}
