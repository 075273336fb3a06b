import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 10 ms of CPU a hash or a verify on the
 * 2-core machines here (bench/results/money.md). Tests keep these parameters too; they create a few
 * accounts rather than many.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time a real check would, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret('owo-dummy-password-for-timing');
  await verifySecret(await dummyHash, secret);
  return false;
}
