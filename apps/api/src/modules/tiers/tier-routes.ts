import { tiersResponse, upgradeTierBody, upgradeTierResponse } from '@owo/core/contract';
import { kobo } from '../../db/money-schema';
import { failure, invalidInput, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { SANDBOX_IDENTITY } from '../identity/sandbox-identity';
import { usedTodayBy } from '../wallet/limits';
import { TIER_REQUIREMENTS, type TierServices } from './tiers';
import { upgradeTier } from './upgrade';

const SANDBOX_VALUES = [
  `BVN ${SANDBOX_IDENTITY.bvnMatch} / NIN ${SANDBOX_IDENTITY.ninMatch}: the record has the account's own names (approved at once)`,
  `BVN ${SANDBOX_IDENTITY.bvnOtherPerson} / NIN ${SANDBOX_IDENTITY.ninOtherPerson}: another person's name (rejected: the names do not match)`,
  `BVN ${SANDBOX_IDENTITY.bvnReview} / NIN ${SANDBOX_IDENTITY.ninReview}: goes to review, approved about 10 s later by a durable job, with a notification`,
  'Any other number: not found (rejected)',
].join('; ');

/** Settings, Tier Limits: the limits with today's use, and upgrades checked by the identity provider. */
export function tierRoutes(services: TierServices) {
  const { ctx } = services;
  const { db, clock, config } = ctx;
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/tiers',
      tag: 'Tiers',
      summary: 'The tier, every tier’s limits, today’s use and an upgrade under review',
      description:
        'Limits are kobo (maxBalance null: no cap). `usage.today` is today’s naira debits (amount + fee, Lagos day), as the daily limit counts them. Identity numbers on file are masked.',
      auth: true,
      responses: { 200: { description: 'Tiers', schema: tiersResponse }, 401: signInRequired },
    })(async ({ auth }) => {
      const userId = auth.user.id;
      const wallet = await db
        .selectFrom('wallets')
        .select(['tier', 'balance'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      const checks = await db
        .selectFrom('identityChecks')
        .select(['tier', 'kind', 'masked', 'status', 'createdAt'])
        .where('userId', '=', userId)
        .where('status', 'in', ['pending', 'approved'])
        .orderBy('createdAt', 'desc')
        .execute();
      const pending = checks.find((c) => c.status === 'pending');
      const masked = (kind: 'bvn' | 'nin') =>
        checks.find((c) => c.kind === kind && c.status === 'approved')?.masked ?? null;
      return {
        status: true as const,
        data: {
          current: wallet.tier,
          tiers: config.money.tiers.map((t) => ({ ...t, requires: TIER_REQUIREMENTS[t.tier] ?? '' })),
          usage: { today: await usedTodayBy(db, userId, clock.now()), balance: kobo(wallet.balance) },
          ...(pending && { pending: { tier: pending.tier, submittedAt: pending.createdAt.toISOString() } }),
          identity: { bvn: masked('bvn'), nin: masked('nin') },
        },
      };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/tiers/upgrade',
      tag: 'Tiers',
      summary: 'Upgrade one tier: BVN and date of birth for Tier 2, NIN and address for Tier 3',
      description: `The identity provider checks the number; the name on record must match the account’s (case, order and a middle name do not matter). Approved: the new limits apply at once. Pending: a review, decided by a durable job, with a notification. Rejected: \`reason\` says why. One BVN or NIN belongs to one account. Numbers are stored encrypted, shown masked, never logged. Sandbox test values: ${SANDBOX_VALUES}.`,
      auth: true,
      body: upgradeTierBody,
      rateLimit: 'forms',
      responses: {
        200: { description: 'approved, pending or rejected (with the reason)', schema: upgradeTierResponse },
        400: invalidInput,
        401: signInRequired,
        422: failure(
          'TIER_SKIPPED (one tier at a time), TIER_REACHED, UPGRADE_PENDING, or IDENTITY_IN_USE (the number is another account’s)',
        ),
        503: failure('PROVIDER_UNAVAILABLE: the identity service did not answer; nothing was saved'),
      },
    })(async ({ auth, body }) => ({
      status: true as const,
      data: await upgradeTier(services, auth.user, body),
    })),
  ];
}
