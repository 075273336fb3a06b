import { createHash, randomBytes } from 'node:crypto';
import type { Partner } from '@owo/core/contract';
import type { Db } from '../../db/database';

/** How long an answer may be reused; other API processes' changes are seen within this. */
const CACHE_MS = 2_000;

export interface PartnerRegistry {
  /** May a page of `origin` call the API with credentials? Read live (cached for a moment). */
  allows(origin: string): Promise<boolean>;
  list(): Promise<Partner[]>;
  /**
   * Adds a partner with a secret key (and a webhook secret when it has a webhook URL), or returns the one
   * already registered for the origin (`created` false; a new webhook URL is saved). `secrets` holds what
   * was made now, shown this once.
   */
  add(origin: string, name?: string, webhookUrl?: string): Promise<AddedPartner>;
  /** A new secret key for the origin (the old one stops working at once); undefined for no such partner. */
  rotateSecret(origin: string): Promise<string | undefined>;
  /** The origin a secret key belongs to, or undefined. */
  originOfSecret(secretKey: string): Promise<string | undefined>;
  /** False when no partner had the origin. */
  remove(origin: string): Promise<boolean>;
  /** Registers each origin not yet known (CORS_ORIGINS seeds the registry on every start). */
  seed(origins: readonly string[]): Promise<void>;
}

export interface AddedPartner {
  partner: Partner;
  created: boolean;
  secrets?: { secretKey?: string; webhookSecret?: string };
}

const newPublishableKey = () => `pk_${randomBytes(18).toString('base64url')}`;
const newSecretKey = () => `sk_${randomBytes(24).toString('base64url')}`;
/** Standard Webhooks: `whsec_` and the base64 of 32 random bytes, the HMAC key. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
/** A secret key is random and long, so a plain SHA-256 is enough to keep it unguessable at rest. */
export const secretKeyHash = (secretKey: string) => createHash('sha256').update(secretKey).digest('hex');

function toPartner(row: {
  origin: string;
  name: string;
  publishableKey: string;
  webhookUrl: string | null;
  createdAt: Date;
}): Partner {
  const { origin, name, publishableKey, webhookUrl, createdAt } = row;
  return { origin, name, publishableKey, webhookUrl, createdAt: createdAt.toISOString() };
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

  const insert = (
    origin: string,
    name: string,
    secretKey: string,
    webhookUrl?: string,
    webhookSecret?: string,
  ) =>
    db
      .insertInto('partners')
      .values({
        origin,
        name,
        publishableKey: newPublishableKey(),
        secretKeyHash: secretKeyHash(secretKey),
        webhookUrl: webhookUrl ?? null,
        webhookSecret: webhookSecret ?? null,
      })
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

    async add(origin, name, webhookUrl) {
      const secretKey = newSecretKey();
      const webhookSecret = webhookUrl ? newWebhookSecret() : undefined;
      const inserted = await insert(
        origin,
        name ?? new URL(origin).host,
        secretKey,
        webhookUrl,
        webhookSecret,
      );
      cached = null;
      if (inserted) {
        return {
          partner: toPartner(inserted),
          created: true,
          secrets: { secretKey, ...(webhookSecret && { webhookSecret }) },
        };
      }
      const existing = await db
        .selectFrom('partners')
        .selectAll()
        .where('origin', '=', origin)
        .executeTakeFirstOrThrow();
      if (!webhookUrl || webhookUrl === existing.webhookUrl)
        return { partner: toPartner(existing), created: false };
      // A new webhook URL on a known partner: saved, with a signing secret if it had none (shown once).
      const fresh = existing.webhookSecret ? undefined : newWebhookSecret();
      const updated = await db
        .updateTable('partners')
        .set({ webhookUrl, ...(fresh && { webhookSecret: fresh }) })
        .where('origin', '=', origin)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        partner: toPartner(updated),
        created: false,
        ...(fresh && { secrets: { webhookSecret: fresh } }),
      };
    },

    async rotateSecret(origin) {
      const secretKey = newSecretKey();
      const result = await db
        .updateTable('partners')
        .set({ secretKeyHash: secretKeyHash(secretKey) })
        .where('origin', '=', origin)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? secretKey : undefined;
    },

    async originOfSecret(secretKey) {
      if (!/^sk_[A-Za-z0-9_-]{20,64}$/.test(secretKey)) return undefined;
      const row = await db
        .selectFrom('partners')
        .select('origin')
        .where('secretKeyHash', '=', secretKeyHash(secretKey))
        .executeTakeFirst();
      return row?.origin;
    },

    async remove(origin) {
      const result = await db.deleteFrom('partners').where('origin', '=', origin).executeTakeFirst();
      cached = null;
      return result.numDeletedRows > 0n;
    },

    async seed(list) {
      // Seeded sites get a secret key nobody was shown: `partner rotate-secret` gives them one.
      for (const origin of list)
        await insert(origin, `${new URL(origin).host} (CORS_ORIGINS)`, newSecretKey());
      cached = null;
    },
  };
}
