import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { CounterStore } from './counters/counter-store';
import type { Db } from './db/database';
import type { Mailer } from './modules/mail/mailer';
import type { PartnerRegistry } from './modules/partners/partner-registry';

/** Keys derived from the one configured secret, one per use, so no two uses share a key. */
export interface Keys {
  accessToken: Uint8Array;
  codes: string;
  refresh: string;
  device: string;
  /** The sandbox card processor's card fingerprints (a keyed hash: a card number has few unknown digits). */
  cardFingerprints: string;
}

/** What every module is built from. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  keys: Keys;
  /** The sites allowed to call the API with credentials. */
  partners: PartnerRegistry;
  /** Shared counters: the database, or Redis when REDIS_URL is set. */
  counters: CounterStore;
  /** Runs work after the response (errors are logged); the server waits for it when closing. */
  background(task: () => Promise<unknown>): void;
}

export function deriveKeys(secret: string): Keys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`owo:${purpose}`).digest();
  return {
    accessToken: new Uint8Array(derive('access-token')),
    codes: derive('codes').toString('base64url'),
    refresh: derive('refresh').toString('base64url'),
    device: derive('device').toString('base64url'),
    cardFingerprints: derive('card-fingerprints').toString('base64url'),
  };
}

/** A background-task runner for AppContext: failures logged, pending work awaitable on close. */
export function createBackground(log: FastifyBaseLogger) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task: () => Promise<unknown>) {
      const job = task()
        .catch((error: unknown) => log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
