import { SECURITY_EVENTS_LIMIT, type SecurityEvent } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SecurityEventKind } from '../../db/schema';
import { deviceName } from '../auth/device';
import type { Trx } from '../ledger/post';
import { placeOf } from './place';

/** Where a security event happened: the device from the User-Agent, the place when a proxy said. */
export interface EventOrigin {
  device: string | null;
  place: string | null;
}

export function originOf(config: Pick<Config, 'trustProxy'>, req: FastifyRequest): EventOrigin {
  return { device: deviceName(req.headers['user-agent']), place: placeOf(config, req) };
}

/** Writes one event, in the caller's transaction when it has one (a PIN lock is recorded with its lock). */
export async function recordSecurityEvent(
  db: Trx | Db,
  userId: string,
  kind: SecurityEventKind,
  origin: EventOrigin,
  at: Date,
): Promise<void> {
  await db
    .insertInto('securityEvents')
    .values({ userId, kind, device: origin.device, place: origin.place, createdAt: at })
    .execute();
}

/** Recent security activity: what happened, on which device, from where. Never a secret. */
export function createSecurityEvents(db: Db, clock: Clock) {
  return {
    record(userId: string, kind: SecurityEventKind, origin: EventOrigin, trx: Trx | Db = db) {
      return recordSecurityEvent(trx, userId, kind, origin, clock.now());
    },

    async list(userId: string): Promise<SecurityEvent[]> {
      const rows = await db
        .selectFrom('securityEvents')
        .select(['kind', 'device', 'place', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(SECURITY_EVENTS_LIMIT)
        .execute();
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type SecurityEvents = ReturnType<typeof createSecurityEvents>;
