import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import { type UpgradeResult, type UpgradeTierBody, upgradeTierResponse } from './contract';
import { tierPaths } from './paths';

export interface TiersApi {
  /**
   * Asks for the next tier (GET /tiers is walletApi.tiers()). 200 whatever the provider decided:
   * approved (the limits apply at once), pending (a review) or rejected with the reason. A skipped tier,
   * an upgrade already under review or a number on another account is a 422.
   */
  upgrade(body: UpgradeTierBody): Promise<UpgradeResult>;
}

export function createTiersApi(http: HttpClient): TiersApi {
  return {
    async upgrade(json) {
      return (await http.post(tierPaths.upgrade, { json, schema: upgradeTierResponse })).data;
    },
  };
}

/** The page's tiers API, built on first use. */
export const tiersApi = featureApi(createTiersApi);
