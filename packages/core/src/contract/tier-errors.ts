/**
 * Error codes of tier upgrades and rewards (issue 23), apart from the money codes: the secrets frame and
 * every payment page carry MONEY_ERROR_CODES, and need none of these.
 */
export const TIER_ERROR_CODES = {
  tierSkipped: 'TIER_SKIPPED',
  tierReached: 'TIER_REACHED',
  tierRequired: 'TIER_REQUIRED',
  upgradePending: 'UPGRADE_PENDING',
  identityInUse: 'IDENTITY_IN_USE',
  insufficientPoints: 'INSUFFICIENT_POINTS',
  invalidReferralCode: 'INVALID_REFERRAL_CODE',
} as const;
