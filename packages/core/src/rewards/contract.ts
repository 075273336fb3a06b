import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { transactionSchema } from '../transactions/contract';
import { MIN_POINTS_REDEEMED } from './schedule';

export const REWARD_ENTRY_KINDS = ['earned', 'taken_back', 'redeemed'] as const;
export type RewardEntryKind = (typeof REWARD_ENTRY_KINDS)[number];

/** One line of the points history: signed points (taken back and redeemed are negative). */
export const rewardEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(REWARD_ENTRY_KINDS),
  points: z.number(),
  description: z.string(),
  /** The transaction behind it (the bill, or the redemption's credit). */
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

export const REFERRAL_STATES = ['joined', 'qualified', 'paid'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** A friend who registered with the code: a first name and an initial, never an email. */
export const referralSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(REFERRAL_STATES),
  joinedAt: z.string(),
  /** The bonus (kobo) once paid. */
  bonus: z.nullable(z.number()),
});
export type Referral = z.infer<typeof referralSchema>;

export const rewardsSchema = z.object({
  points: z.number(),
  rule: z.string(),
  referralRule: z.string(),
  referralCode: z.string(),
  referralLink: z.string(),
  history: z.array(rewardEntrySchema),
  referrals: z.array(referralSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;
export const rewardsResponse = successEnvelope(rewardsSchema);

// A method call is not known to be free of side effects, so the annotated wrappers below let a page that
// never reads these schemas (owo-login's) leave them out of its shared chunk.
const pointsField = /* @__PURE__ */ (() =>
  z
    .number({ error: 'Points must be a number' })
    .check(
      z.int({ error: 'Points must be a whole number' }),
      z.gt(0, 'Points must be more than zero'),
      z.lte(10_000_000, 'That is more points than anyone has'),
    ))();

export const MIN_POINTS_MESSAGE = `Redeem at least ${MIN_POINTS_REDEEMED} points at a time`;

/**
 * POST /rewards/redeem (Idempotency-Key): points into the wallet at ₦1 each. The API answers fewer than
 * the minimum with 422 (a rule of the programme, like a balance), so its body allows any whole number; the
 * form checks the minimum itself (`redeemPointsForm`).
 */
export const redeemPointsBody = z.object({ points: pointsField });
export const redeemPointsForm = /* @__PURE__ */ (() =>
  z.object({ points: pointsField.check(z.gte(MIN_POINTS_REDEEMED, MIN_POINTS_MESSAGE)) }))();
export type RedeemPointsBody = z.input<typeof redeemPointsBody>;
export const redeemPointsResponse = successEnvelope(transactionSchema);

export { REFERRAL_CODE_ALPHABET, referralCodeField } from './referral-code';
