import type { AppContext } from '../../context';
import type { IdentityProvider } from '../identity/provider';

/** What the tier services are built from: the app context, the identity provider and the shared worker. */
export interface TierServices {
  ctx: AppContext;
  identity: IdentityProvider;
  kick(): void;
}

/** What each tier needs, as the CBN's three-tier KYC framework sets it out. */
export const TIER_REQUIREMENTS: Record<number, string> = {
  1: 'A verified email and phone number',
  2: 'Your BVN and date of birth, with the name on your BVN matching your account',
  3: 'Your NIN and your residential address',
};
