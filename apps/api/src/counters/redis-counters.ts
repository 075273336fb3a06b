import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { CounterStore } from './counter-store';

/**
 * One atomic step: start again at 1 when the last hit is older than the window, else add one. Times
 * come from the server's clock (tests move it); the key's TTL only tidies up.
 */
const HIT = `
local now = tonumber(ARGV[1])
local last = tonumber(redis.call('HGET', KEYS[1], 'l'))
local count
if last == nil or last <= now - tonumber(ARGV[2]) then
  count = 1
  redis.call('HSET', KEYS[1], 'c', 1, 'l', now)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
  redis.call('HSET', KEYS[1], 'l', now)
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return count`;

const glob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** Counters as Redis hashes under `prefix` (REDIS_URL). The client belongs to the caller. */
export function createRedisCounters(redis: Redis, prefix: string, clock: Clock): CounterStore {
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      const count = await redis.eval(HIT, 1, prefix + key, now.getTime(), windowMs);
      return { count: Number(count), lastAt: now };
    },

    async get(key, windowMs) {
      const [count, last] = await redis.hmget(prefix + key, 'c', 'l');
      if (count === null || last === null) return null;
      const lastAt = new Date(Number(last));
      return lastAt.getTime() > clock.now().getTime() - windowMs ? { count: Number(count), lastAt } : null;
    },

    async delete(key) {
      await redis.del(prefix + key);
    },

    async deletePrefix(keyPrefix) {
      const stream = redis.scanStream({ match: `${glob(prefix + keyPrefix)}*`, count: 100 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
    },

    async close() {},
  };
}
