import { performance } from 'node:perf_hooks';
import { hashSecret, verifySecret } from '../../apps/api/src/crypto/passwords';

/**
 * How many PIN verifications per second this machine does with the production argon2id parameters,
 * as many at once as libuv's thread pool runs (the ceiling for POST /transfers, which verifies one).
 */
export interface Argon2Rate {
  perSecond: number;
  cpuMsPerVerify: number;
}

export async function argon2VerifyRate(seconds: number): Promise<Argon2Rate> {
  const stored = await hashSecret('2580');
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: threads }, async () => {
      while (performance.now() < end) {
        await verifySecret(stored, '2580');
        done++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    perSecond: Math.round((done / (performance.now() - started)) * 1000 * 10) / 10,
    cpuMsPerVerify: Math.round(((used.user + used.system) / 1000 / done) * 10) / 10,
  };
}
