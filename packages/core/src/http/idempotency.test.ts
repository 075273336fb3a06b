// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { IdempotencyKey } from './idempotency';
import { createIdempotencyKey, toIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes a fresh v4 UUID for every user action', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('accepts a stored key of 1 to 255 visible characters and refuses anything else', () => {
    expect(toIdempotencyKey('a')).toBe('a');
    expect(toIdempotencyKey('k'.repeat(255))).toHaveLength(255);
    for (const bad of ['', 'k'.repeat(256), 'has space', 'naïve']) {
      expect(() => toIdempotencyKey(bad)).toThrow(RangeError);
    }
  });

  it('is a type no plain string satisfies', () => {
    // @ts-expect-error a string typed by hand is not a key: money calls must get theirs from createIdempotencyKey()
    const key: IdempotencyKey = 'typed-by-hand';
    expect(key).toBe('typed-by-hand');
  });
});
