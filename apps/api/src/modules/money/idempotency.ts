import { createHash } from 'node:crypto';
import { ERROR_CODES, MONEY_ERROR_CODES } from '@owo/core/contract';
import type { FastifyRequest } from 'fastify';
import { type OperationNodeSource, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../context';
import { commitWithoutWaiting } from '../../db/commit-without-waiting';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Cte, Trx } from '../ledger/post';

const KEEP_MS = 24 * 60 * 60 * 1000;
/** An in-flight record older than this belongs to a request that died; its effect never committed. */
const ABANDONED_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Claim {
  userId: string;
  key: string;
}

export type ClaimResult<R = never> =
  | { fresh: true; claim: Claim; alongside?: R[]; wrote: boolean }
  | { fresh: false; status: number; body: unknown };

/**
 * A read the request makes next whatever happens (its payee, say), made by the statement that claims a new
 * key: one round trip fewer. Its rows come back with the claim (`alongside`) when that statement claimed
 * the key; when the key was taken, or claimed on a later try, the request reads for itself.
 */
export type ClaimAlongside<R> = SelectQueryBuilder<Database, keyof Database, R>;

/**
 * A write the request makes next if the key is new (a PIN's verify slot), made by the statement that claims
 * it, only when it claims it: `when` is that condition, for the write's own WHERE. It must return its rows
 * (RETURNING): the claim says whether it wrote any (`wrote`). When it did not (nothing to write, or the
 * key was claimed on a later try), the request makes the write itself.
 */
export type ClaimWrite = (when: RawBuilder<boolean>) => OperationNodeSource;

/** What the statement that claims a new key also does: a read (ClaimAlongside), a write (ClaimWrite). */
export interface ClaimWith<R> {
  read?: ClaimAlongside<R> | undefined;
  write?: ClaimWrite | undefined;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What "the same request" means: method, path and body, without the PIN (a retry may correct it). The
 * path as asked, not the route's pattern: terminating card A and card B under one key are two requests.
 */
export function fingerprint(req: FastifyRequest): string {
  const { pin: _pin, ...body } = (req.body ?? {}) as Record<string, unknown>;
  const path = req.url.split('?')[0];
  return createHash('sha256')
    .update(`${req.method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

export function idempotencyKey(req: FastifyRequest): string {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') {
    throw new HttpError(
      400,
      MONEY_ERROR_CODES.idempotencyKeyRequired,
      'Send an Idempotency-Key header (1 to 255 characters) with every money request.',
    );
  }
  if (!KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      ERROR_CODES.validation,
      'Idempotency-Key must be 1 to 255 visible ASCII characters.',
    );
  }
  return key;
}

/** The columns the claiming statement adds to what its read returns. */
interface Claimed {
  claimedKey: string | null;
  claimWrote: boolean;
}

/**
 * IETF idempotency-key draft / Stripe: a new key is claimed (in flight); the same key and body
 * replays the stored answer; a different body is 422; a key still in flight is 409.
 */
export async function claimKey<R = never>(
  ctx: AppContext,
  userId: string,
  key: string,
  print: string,
  { read, write }: ClaimWith<R> = {},
): Promise<ClaimResult<R>> {
  const { db, clock } = ctx;
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = clock.now();
    const insert = db
      .insertInto('idempotencyKeys')
      .values({
        userId,
        key,
        fingerprint: print,
        state: 'in_flight',
        responseStatus: null,
        responseBody: null,
        lockedAt: now,
        expiresAt: new Date(now.getTime() + KEEP_MS),
      })
      .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
      .returning(['key', commitWithoutWaiting]);
    if ((read || write) && attempt === 0) {
      // One row at least whatever the read finds: the claim's key (null when taken) and whether the write
      // wrote, beside each row the read found, or beside nulls when it found none (a row of nulls only: a
      // row read has its key).
      const wrote = write
        ? sql`, claim_write as (${write(sql<boolean>`exists (select 1 from claim)`)})`
        : sql``;
      const { rows } = await sql<R & Claimed>`with claim as (${insert})${wrote}
        select c.*${read ? sql`, a.*` : sql``} from (select (select key from claim) as claimed_key,
          ${write ? sql`exists (select 1 from claim_write)` : sql`false`} as claim_wrote) c
        ${read ? sql`left join lateral (${read}) a on true` : sql``}`.execute(db);
      const first = rows[0];
      if (first?.claimedKey != null) {
        const alongside = read
          ? rows
              .map(({ claimedKey: _, claimWrote: __, ...row }) => row as R)
              .filter((row) => Object.values(row as object).some((value) => value !== null))
          : undefined;
        return { fresh: true, claim: { userId, key }, alongside, wrote: first.claimWrote === true };
      }
    } else if (await insert.executeTakeFirst()) return { fresh: true, claim: { userId, key }, wrote: false };

    const existing = await db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!existing) continue;
    if (existing.expiresAt <= now) {
      await db
        .deleteFrom('idempotencyKeys')
        .where('userId', '=', userId)
        .where('key', '=', key)
        .where('expiresAt', '<=', now)
        .execute();
      continue;
    }
    if (existing.fingerprint !== print) {
      throw new HttpError(
        422,
        MONEY_ERROR_CODES.idempotencyKeyReused,
        'This Idempotency-Key was already used for a different request. Use a new key for a new payment.',
      );
    }
    if (existing.state === 'done') {
      return { fresh: false, status: existing.responseStatus ?? 200, body: existing.responseBody };
    }
    if (existing.lockedAt.getTime() > now.getTime() - ABANDONED_MS) {
      throw new HttpError(
        409,
        MONEY_ERROR_CODES.idempotencyKeyInFlight,
        'A request with this Idempotency-Key is still being processed. Wait for its answer.',
      );
    }
    const taken = await db
      .updateTable('idempotencyKeys')
      .set({ lockedAt: now })
      .where('userId', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'in_flight')
      .where('lockedAt', '=', existing.lockedAt)
      .returning('key')
      .executeTakeFirst();
    if (taken) return { fresh: true, claim: { userId, key }, wrote: false };
  }
  throw new HttpError(
    409,
    MONEY_ERROR_CODES.idempotencyKeyInFlight,
    'A request with this Idempotency-Key is still being processed. Wait for its answer.',
  );
}

/** Stores the answer in the transaction that moved the money, so both commit or neither does. */
export async function completeKey(trx: Trx, claim: Claim, status: number, body: unknown): Promise<void> {
  await trx
    .updateTable('idempotencyKeys')
    .set({ state: 'done', responseStatus: status, responseBody: JSON.stringify(body) })
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .execute();
}

/**
 * completeKey as a CTE (`answered`), for an effect that writes its answer in the very statement that moves
 * the money (a transfer): one round trip fewer, and the same commit.
 */
export function completeKeyCte(claim: Claim, status: number, body: unknown): Cte {
  return [
    'answered',
    sql`update idempotency_keys set state = 'done', response_status = ${status},
      response_body = ${JSON.stringify(body)}::jsonb
      where user_id = ${claim.userId}::uuid and key = ${claim.key}`,
  ];
}

/**
 * A refusal that came after a first answer was stored (a card charge declined: nothing moved) is not
 * stored either: the first answer goes, in the transaction that records the refusal.
 */
export async function dropKey(trx: Trx, claim: Claim): Promise<void> {
  await trx
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .execute();
}

/** A refusal before any money moved is not stored: the person may correct it and retry with the key. */
export async function releaseKey(ctx: AppContext, claim: Claim): Promise<void> {
  await ctx.db
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('state', '=', 'in_flight')
    .execute();
}

/**
 * Runs a money request under its key: replays, or runs `effect` and releases the key if it throws.
 * `claimWith` is what the claim's statement also does (ClaimWith); `effect` gets the rows read, and
 * whether the write was made.
 */
export async function withIdempotency<T, R = never>(
  ctx: AppContext,
  req: FastifyRequest,
  userId: string,
  effect: (
    claim: Claim,
    claimed: { read: R[] | undefined; wrote: boolean },
  ) => Promise<{ status: number; body: T }>,
  claimWith?: ClaimWith<R>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  const key = idempotencyKey(req);
  const claimed = await claimKey(ctx, userId, key, fingerprint(req), claimWith);
  // The stored body is what `effect` answered under this key (completeKey takes a T), read back from JSON.
  if (!claimed.fresh) return { status: claimed.status, body: claimed.body as T, replayed: true };
  try {
    const answer = await effect(claimed.claim, { read: claimed.alongside, wrote: claimed.wrote });
    return { ...answer, replayed: false };
  } catch (error) {
    await releaseKey(ctx, claimed.claim);
    throw error;
  }
}
