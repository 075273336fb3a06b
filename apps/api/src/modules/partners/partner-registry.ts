import { randomBytes } from 'node:crypto';
import type { Partner } from '@owo/core/contract';
import type { Db } from '../../db/database';

/** How long an answer may be reused; other API processes' changes are seen within this. */
const CACHE_MS = 2_000;

export interface PartnerRegistry {
  /** May a page of `origin` call the API with credentials? Read live (cached for a moment). */
  allows(origin: string): Promise<boolean>;
  list(): Promise<Partner[]>;
  /** Adds a partner, or returns the one already registered for the origin (`created` false). */
  add(origin: string, name?: string): Promise<{ partner: Partner; created: boolean }>;
  /** False when no partner had the origin. */
  remove(origin: string): Promise<boolean>;
  /** Registers each origin not yet known (CORS_ORIGINS seeds the registry on every start). */
  seed(origins: readonly string[]): Promise<void>;
}

const newPublishableKey = () => `pk_${randomBytes(18).toString('base64url')}`;

function toPartner(row: { origin: string; name: string; publishableKey: string; createdAt: Date }): Partner {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createPartnerRegistry(db: Db): PartnerRegistry {
  let cached: { origins: Promise<Set<string>>; at: number } | null = null;
  const origins = () => {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const loading = db
        .selectFrom('partners')
        .select('origin')
        .execute()
        .then((rows) => new Set(rows.map((row) => row.origin)));
      // A failed read is not remembered: the next request asks again.
      loading.catch(() => {
        if (cached?.origins === loading) cached = null;
      });
      cached = { origins: loading, at: now };
    }
    return cached.origins;
  };

  const insert = (origin: string, name: string) =>
    db
      .insertInto('partners')
      .values({ origin, name, publishableKey: newPublishableKey() })
      .onConflict((oc) => oc.column('origin').doNothing())
      .returningAll()
      .executeTakeFirst();

  return {
    allows: async (origin) => (await origins()).has(origin),

    async list() {
      const rows = await db
        .selectFrom('partners')
        .selectAll()
        .orderBy('createdAt')
        .orderBy('origin')
        .execute();
      return rows.map(toPartner);
    },

    async add(origin, name) {
      const inserted = await insert(origin, name ?? new URL(origin).host);
      cached = null;
      if (inserted) return { partner: toPartner(inserted), created: true };
      const existing = await db
        .selectFrom('partners')
        .selectAll()
        .where('origin', '=', origin)
        .executeTakeFirstOrThrow();
      return { partner: toPartner(existing), created: false };
    },

    async remove(origin) {
      const result = await db.deleteFrom('partners').where('origin', '=', origin).executeTakeFirst();
      cached = null;
      return result.numDeletedRows > 0n;
    },

    async seed(list) {
      for (const origin of list) await insert(origin, `${new URL(origin).host} (CORS_ORIGINS)`);
      cached = null;
    },
  };
}
