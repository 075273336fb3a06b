import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import type { MoneyCallOptions } from '../http/idempotency';
import { tierPaths } from '../tiers/paths';
import type { Transaction } from '../transactions/contract';
import { type RedeemPointsBody, type Rewards, redeemPointsResponse, rewardsResponse } from './contract';

export interface RewardsApi {
  /** The points, the rules, the points history, the referral code and link, the friends referred. */
  get(): Promise<Rewards>;
  /**
   * Redeems points into the wallet (201: the credit). A money call, so it needs the action's key; silent,
   * so a refusal (too few points, the maximum balance) shows on the form rather than as a toast.
   */
  redeem(body: RedeemPointsBody, options: MoneyCallOptions): Promise<Transaction>;
}

export function createRewardsApi(http: HttpClient): RewardsApi {
  return {
    async get() {
      return (await http.get(tierPaths.rewards, { schema: rewardsResponse })).data;
    },
    async redeem(json, { idempotencyKey, signal }) {
      const res = await http.post(tierPaths.redeem, {
        json,
        idempotencyKey,
        schema: redeemPointsResponse,
        silent: true,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    },
  };
}

/** The page's rewards API, built on first use. */
export const rewardsApi = featureApi(createRewardsApi);
