/**
 * The benchmark PIN's stored hash. Normally made with the production argon2id parameters. With
 * BENCH_FREE_VERIFY=1 it is made with argon2id's smallest (8 KiB, 1 pass), so a verify costs microseconds
 * instead of about 10 ms: `benchWithoutArgon2` (bench/money/transfers-http.ts) uses it to measure the CPU a
 * request's own work costs, with argon2 neither taking the cores nor sharing their caches. Bench only.
 */
import { createRequire } from 'node:module';
import { ARGON2_OPTIONS, hashSecret } from '../../apps/api/src/crypto/passwords';

/** argon2id at its smallest: one pass over 8 KiB. Never a product setting. */
const NEARLY_FREE = { ...ARGON2_OPTIONS, memoryCost: 8, timeCost: 1 } as const;

// The API's own copy of the library, as apps/api/src/crypto/passwords.ts uses it.
const { hash } = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  '@node-rs/argon2',
) as { hash: (secret: string, options: typeof NEARLY_FREE) => Promise<string> };

export const FREE_VERIFY = process.env.BENCH_FREE_VERIFY === '1';

export function benchPinHash(pin: string): Promise<string> {
  return FREE_VERIFY ? hash(pin, NEARLY_FREE) : hashSecret(pin);
}
