/** How often something happened lately, and when last. */
export interface Counter {
  count: number;
  lastAt: Date;
}

/**
 * Counters every API process shares (the database, or Redis when REDIS_URL is set), so replicas
 * behind a load balancer enforce one limit, not one each. A counter starts again from 1 once its last
 * hit is older than the window it is used with: failures that keep coming keep counting.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The counter, or null when there is none or its window has passed. */
  get(key: string, windowMs: number): Promise<Counter | null>;
  delete(key: string): Promise<void>;
  /** Every counter whose key starts with `prefix` (an account's, after its password is reset). */
  deletePrefix(prefix: string): Promise<void>;
  close(): Promise<void>;
}
