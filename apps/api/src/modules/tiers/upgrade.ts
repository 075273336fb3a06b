import {
  MONEY_ERROR_CODES,
  maskIdentityNumber,
  TIER_ERROR_CODES,
  type UpgradeResult,
  type UpgradeTierBody,
} from '@owo/core/contract';
import type { UserRow } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http/errors';
import { withTimeout } from '../../with-timeout';
import { namesMatch } from '../identity/name-match';
import type { IdentityAnswer, IdentityRequest } from '../identity/provider';
import { digest, seal } from '../identity/sealed';
import { enqueue } from '../jobs/queue';
import type { Trx } from '../ledger/post';
import { notify } from '../money/notify';
import type { TierServices } from './tiers';

export const IDENTITY_REVIEW_JOB = 'identity-review';

/** How soon a review is first asked after, and the provider's time limit per call. */
const REVIEW_POLL_MS = 2_000;
const PROVIDER_TIMEOUT_MS = 15_000;

type Body = Extract<UpgradeTierBody, { tier: 2 }> | Extract<UpgradeTierBody, { tier: 3 }>;

const label = (kind: 'bvn' | 'nin') => kind.toUpperCase();

export const REASONS = {
  mismatch: (kind: 'bvn' | 'nin') =>
    `The name on this ${label(kind)} does not match the name on your Owo account. Check the number, or correct your name in Profile if it is spelt differently.`,
  notFound: (kind: 'bvn' | 'nin') =>
    `We could not find this ${label(kind)}. Check the 11 digits and try again.`,
};

const identityUnavailable = () =>
  new HttpError(
    503,
    MONEY_ERROR_CODES.providerUnavailable,
    'We could not reach the identity service just now. Nothing was saved; please try again in a few minutes.',
  );

const inUse = (kind: 'bvn' | 'nin') =>
  new HttpError(
    422,
    TIER_ERROR_CODES.identityInUse,
    `This ${label(kind)} is already linked to another Owo account. If it is yours, contact support.`,
  );

/** The request the provider gets for a body: the number, and the account's names to match. */
export function identityRequest(user: UserRow, body: Body): IdentityRequest {
  return body.tier === 2
    ? {
        kind: 'bvn',
        number: body.bvn,
        firstName: user.firstName,
        lastName: user.lastName,
        dateOfBirth: body.dateOfBirth,
      }
    : { kind: 'nin', number: body.nin, firstName: user.firstName, lastName: user.lastName };
}

/** Approves in the caller's transaction: the check, the new tier (limits change at once), a notice. */
export async function approve(trx: Trx, checkId: string, userId: string, tier: number, now: Date) {
  await trx
    .updateTable('identityChecks')
    .set({ status: 'approved', decidedAt: now, reason: null })
    .where('id', '=', checkId)
    .execute();
  // Never down: a tier already above this one (set by an operator) stays.
  await trx
    .updateTable('wallets')
    .set({ tier })
    .where('userId', '=', userId)
    .where('tier', '<', tier)
    .execute();
  await notify(trx, now, {
    userId,
    type: 'account',
    title: `You are now on Tier ${tier}`,
    body: `Your identity check was approved and your new Tier ${tier} limits apply from now. See them in Settings, Tier Limits.`,
  });
}

export async function reject(
  trx: Trx,
  checkId: string,
  userId: string,
  reason: string,
  now: Date,
  tell: boolean,
) {
  await trx
    .updateTable('identityChecks')
    .set({ status: 'rejected', decidedAt: now, reason })
    .where('id', '=', checkId)
    .execute();
  if (tell)
    await notify(trx, now, { userId, type: 'account', title: 'Tier upgrade not approved', body: reason });
}

/** The provider's answer as an outcome: approved only when the names on record are the account's. */
export function judge(
  user: Pick<UserRow, 'firstName' | 'lastName'>,
  kind: 'bvn' | 'nin',
  answer: IdentityAnswer,
) {
  if (answer.status === 'review') return { status: 'pending' as const };
  if (answer.status === 'not_found') return { status: 'rejected' as const, reason: REASONS.notFound(kind) };
  return namesMatch(user, answer)
    ? { status: 'approved' as const }
    : { status: 'rejected' as const, reason: REASONS.mismatch(kind) };
}

/**
 * POST /tiers/upgrade: one tier up at a time; the number is checked by the identity provider (outside any
 * transaction), then the outcome is written in one: a sealed record (never the number in clear), and for
 * an approval the new tier. A review is pending and a durable job asks after it.
 */
export async function upgradeTier(services: TierServices, user: UserRow, body: Body): Promise<UpgradeResult> {
  const { ctx, identity } = services;
  const { db, clock, config } = ctx;
  const wallet = await db
    .selectFrom('wallets')
    .select('tier')
    .where('userId', '=', user.id)
    .executeTakeFirst();
  const current = wallet?.tier ?? 1;
  if (body.tier <= current) {
    throw new HttpError(422, TIER_ERROR_CODES.tierReached, `You are already on Tier ${current}.`);
  }
  if (body.tier !== current + 1) {
    throw new HttpError(
      422,
      TIER_ERROR_CODES.tierSkipped,
      `Upgrade to Tier ${current + 1} first: tiers are reached one at a time.`,
    );
  }
  const pending = await db
    .selectFrom('identityChecks')
    .select('tier')
    .where('userId', '=', user.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) {
    throw new HttpError(
      422,
      TIER_ERROR_CODES.upgradePending,
      `Your Tier ${pending.tier} upgrade is being reviewed. We will let you know when it is done.`,
    );
  }
  const request = identityRequest(user, body);
  const key = config.tiers.identityKey;
  const found = digest(key, request.kind, request.number);
  const owner = await db
    .selectFrom('identityChecks')
    .select('userId')
    .where('kind', '=', request.kind)
    .where('digest', '=', found)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  if (owner && owner.userId !== user.id) throw inUse(request.kind);

  const answer = await withTimeout(identity.lookUp(request), PROVIDER_TIMEOUT_MS, identityUnavailable).catch(
    (error: unknown) => {
      if (error instanceof HttpError) throw error;
      // The error's name only: a provider's message may repeat the number.
      ctx.log.warn({ provider: identity.name, error: (error as Error)?.name }, 'identity lookup failed');
      throw identityUnavailable();
    },
  );
  const outcome = judge(user, request.kind, answer);
  const now = clock.now();
  try {
    await db.transaction().execute(async (trx) => {
      const check = await trx
        .insertInto('identityChecks')
        .values({
          userId: user.id,
          tier: body.tier,
          kind: request.kind,
          sealed: seal(key, request.number),
          digest: found,
          masked: maskIdentityNumber(request.number),
          dateOfBirth: body.tier === 2 ? body.dateOfBirth : null,
          address: body.tier === 3 ? body.address : null,
          status: outcome.status === 'rejected' ? 'rejected' : 'pending',
          reason: outcome.status === 'rejected' ? outcome.reason : null,
          decidedAt: outcome.status === 'rejected' ? now : null,
          providerReference: answer.status === 'review' ? answer.reference : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (outcome.status === 'approved') await approve(trx, check.id, user.id, body.tier, now);
      if (outcome.status === 'pending') {
        await enqueue(trx, IDENTITY_REVIEW_JOB, check.id, new Date(now.getTime() + REVIEW_POLL_MS));
      }
    });
  } catch (error) {
    // Two accounts racing with one number: the unique index lets one have it.
    if (uniqueViolation(error)?.includes('identity_checks_one_owner')) throw inUse(request.kind);
    if (uniqueViolation(error)?.includes('identity_checks_one_pending')) {
      throw new HttpError(422, TIER_ERROR_CODES.upgradePending, 'An upgrade is already being reviewed.');
    }
    throw error;
  }
  if (outcome.status === 'pending') services.kick();
  return outcome.status === 'rejected'
    ? { status: 'rejected', reason: outcome.reason, tier: current }
    : { status: outcome.status, tier: outcome.status === 'approved' ? body.tier : current };
}
