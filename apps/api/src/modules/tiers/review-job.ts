import { unseal } from '../identity/sealed';
import type { Job } from '../jobs/queue';
import { finishJob, retryJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { TierServices } from './tiers';
import { approve, judge, reject } from './upgrade';

const REVIEW_POLL_MS = 2_000;

/**
 * The durable job behind an upgrade under review: asks the identity provider where the review stands,
 * and decides in one transaction with the job's end (approved: the new tier at once and a notice;
 * rejected: a notice saying why). Still under review: asked again later, which is no failure.
 */
export function identityReviewJob(services: TierServices): JobHandler {
  const { ctx, identity } = services;
  return async (job: Job) => {
    const { db, clock, config } = ctx;
    const check = await db
      .selectFrom('identityChecks as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select([
        'c.id',
        'c.userId',
        'c.tier',
        'c.kind',
        'c.sealed',
        'c.status',
        'c.providerReference',
        'c.dateOfBirth',
      ])
      .select(['u.firstName', 'u.lastName'])
      .where('c.id', '=', job.subjectId)
      .executeTakeFirst();
    if (check?.status !== 'pending' || !check.providerReference) {
      await finishJob(db, job.id);
      return;
    }
    const answer = await identity.review(check.providerReference, {
      kind: check.kind,
      number: unseal(config.tiers.identityKey, check.sealed),
      firstName: check.firstName,
      lastName: check.lastName,
      dateOfBirth: check.dateOfBirth ?? undefined,
    });
    const now = clock.now();
    if (answer.status === 'review') {
      await retryJob(db, job.id, new Date(now.getTime() + REVIEW_POLL_MS), null);
      return;
    }
    const outcome = judge(check, check.kind, answer);
    await db.transaction().execute(async (trx) => {
      // Decided once: a second replica's run finds it no longer pending.
      const still = await trx
        .selectFrom('identityChecks')
        .select('status')
        .where('id', '=', check.id)
        .forUpdate()
        .executeTakeFirst();
      if (still?.status === 'pending') {
        if (outcome.status === 'approved') await approve(trx, check.id, check.userId, check.tier, now);
        else if (outcome.status === 'rejected')
          await reject(trx, check.id, check.userId, outcome.reason, now, true);
      }
      await finishJob(trx, job.id);
    });
  };
}
