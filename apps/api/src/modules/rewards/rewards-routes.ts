import {
  REFERRAL_RULE,
  REWARDS_RULE,
  redeemPointsBody,
  redeemPointsResponse,
  rewardsResponse,
} from '@owo/core/contract';
import type { AppContext } from '../../context';
import { IDEMPOTENCY_RULES, idempotentAnswer, moneyRefusals } from '../../http/money-responses';
import { failure, signInRequired } from '../../http/responses';
import { defineRoute } from '../../http/route';
import { pointsBalance, pointsHistory } from './points';
import { redeemPoints } from './redeem';
import { referralCodeOf, referralsOf } from './referrals';

/** Settings, Rewards: points from bills, redeemed into the wallet, and referrals. */
export function rewardsRoutes(ctx: AppContext) {
  const { db, config } = ctx;
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/rewards',
      tag: 'Rewards',
      summary: 'Points, the rule, the points history, the referral code and link, and the friends referred',
      description: `${REWARDS_RULE} ${REFERRAL_RULE}`,
      auth: true,
      responses: { 200: { description: 'Rewards', schema: rewardsResponse }, 401: signInRequired },
    })(async ({ auth }) => {
      const userId = auth.user.id;
      const referralCode = await referralCodeOf(db, userId);
      return {
        status: true as const,
        data: {
          points: await pointsBalance(db, userId),
          rule: REWARDS_RULE,
          referralRule: REFERRAL_RULE,
          referralCode,
          referralLink: `${config.tiers.publicUrl}/auth/register?ref=${referralCode}`,
          history: await pointsHistory(db, userId),
          referrals: await referralsOf(db, userId),
        },
      };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/rewards/redeem',
      tag: 'Rewards',
      summary: 'Redeem points into the wallet (1 point = ₦1, at least 500)',
      description: `A credit posted from the rewards account, never an edit of a balance. ${IDEMPOTENCY_RULES}`,
      auth: true,
      body: redeemPointsBody,
      responses: {
        201: { description: 'The credit transaction', schema: redeemPointsResponse },
        ...moneyRefusals,
        400: failure('IDEMPOTENCY_KEY_REQUIRED, or invalid input'),
        422: failure(
          'INSUFFICIENT_POINTS (under 500, or more than the balance) (more than the balance), LIMIT_EXCEEDED (the maximum balance), IDEMPOTENCY_KEY_REUSED',
        ),
      },
    })(async ({ req, reply, auth, body }) =>
      idempotentAnswer(reply, await redeemPoints(ctx, req, auth.user, body.points)),
    ),
  ];
}
