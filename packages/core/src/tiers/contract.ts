import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { textField } from '../contract/text';

/** The CBN's three KYC tiers: what each limit is, in kobo (maxBalance null: no cap). */
export const tierLimitsSchema = z.object({
  tier: z.number(),
  name: z.string(),
  singleTransaction: z.number(),
  daily: z.number(),
  maxBalance: z.nullable(z.number()),
  /** What it takes to reach this tier. */
  requires: z.string(),
});

export const TIER_CHECK_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type TierCheckStatus = (typeof TIER_CHECK_STATUSES)[number];

export const tiersSchema = z.object({
  current: z.number(),
  tiers: z.array(tierLimitsSchema),
  /** Today's naira debits (amount + fee) and the wallet's balance, in kobo. */
  usage: z.object({ today: z.number(), balance: z.number() }),
  /** An upgrade waiting for the identity provider's review. */
  pending: z.optional(z.object({ tier: z.number(), submittedAt: z.string() })),
  /** The identity numbers on file, masked ("*******2222"). */
  identity: z.object({ bvn: z.nullable(z.string()), nin: z.nullable(z.string()) }),
});
export type Tiers = z.infer<typeof tiersSchema>;
export const tiersResponse = successEnvelope(tiersSchema);

const elevenDigits = (name: string) =>
  textField(`${name} is required`, name).check(
    z.trim(),
    z.minLength(1, `${name} is required`),
    z.regex(/^\d{11}$/, `${name} must be 11 digits`),
  );

/** A date of birth, YYYY-MM-DD, a real day in the past, of someone at least 18 (the card and wallet rules). */
export const dateOfBirthField = /* @__PURE__ */ textField('Date of birth is required', 'Date of birth').check(
  z.minLength(1, 'Date of birth is required'),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Date of birth must be a real date'),
  z.refine((value) => adultOn(value, new Date()), 'You must be 18 or older to upgrade'),
);

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is 18 or older on `today`. */
export function adultOn(dateOfBirth: string, today: Date): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  if (year < 1900) return false;
  const eighteenth = Date.UTC(year + 18, month - 1, day);
  return eighteenth <= today.getTime();
}

const bvnField = /* @__PURE__ */ elevenDigits('BVN');
const ninField = /* @__PURE__ */ elevenDigits('NIN');
const addressField = /* @__PURE__ */ textField('Address is required', 'Address').check(
  z.trim(),
  z.minLength(10, 'Please enter your full residential address'),
  z.maxLength(200, 'Address is too long (200 characters at most)'),
);

/**
 * The upgrade forms' fields, one form per tier. The widgets validate with these rather than the body's
 * union: a zod part any screen uses lands in the zod chunk every element shares (owo-login included).
 * No spreads here: a spread keeps a pure call's arguments, and with them the union's zod parts.
 */
export const tier2UpgradeForm = z.object({ bvn: bvnField, dateOfBirth: dateOfBirthField });
export const tier3UpgradeForm = z.object({ nin: ninField, address: addressField });

export const upgradeTierBody = z.discriminatedUnion('tier', [
  z.object({ tier: z.literal(2), bvn: bvnField, dateOfBirth: dateOfBirthField }),
  z.object({ tier: z.literal(3), nin: ninField, address: addressField }),
]);
export type UpgradeTierBody = z.input<typeof upgradeTierBody>;

export const upgradeResultSchema = z.object({
  status: z.enum(TIER_CHECK_STATUSES),
  reason: z.optional(z.string()),
  tier: z.number(),
});
export type UpgradeResult = z.infer<typeof upgradeResultSchema>;
export const upgradeTierResponse = successEnvelope(upgradeResultSchema);

/** Mask an identity number to its last four digits: "*******2222". */
export function maskIdentityNumber(value: string): string {
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}
