import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque secret for a cookie or a link: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** For high-entropy tokens, where a plain digest cannot be reversed by guessing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** For low-entropy values (6-digit codes): without the server key a leaked digest is useless. */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
