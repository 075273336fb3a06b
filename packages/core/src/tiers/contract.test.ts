// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { fieldErrors } from '../contract/envelope';
import { tier2UpgradeForm, tier3UpgradeForm, upgradeTierBody } from './contract';

/** The message a form shows under `field`, or null when the input passes. */
function messageFor(schema: z.ZodMiniType, input: unknown, field: string): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (fieldErrors(result.error)[field] ?? null);
}

describe('the upgrade forms', () => {
  const tier2 = { bvn: '22222222222', dateOfBirth: '1990-05-17' };
  const tier3 = { nin: '33333333333', address: '12 Adeola Odeku Street, Lagos' };

  it.each([
    ['', 'BVN is required'],
    ['2222222222', 'BVN must be 11 digits'],
    ['2222222222a', 'BVN must be 11 digits'],
    [' 22222222222 ', null],
  ])('bvn %j → %j', (bvn, expected) => {
    expect(messageFor(tier2UpgradeForm, { ...tier2, bvn }, 'bvn')).toBe(expected);
  });

  it.each([
    ['', 'Date of birth is required'],
    ['17/05/1990', 'Date of birth must be a date (YYYY-MM-DD)'],
    ['1990-02-30', 'Date of birth must be a real date'],
    [new Date().toISOString().slice(0, 10), 'You must be 18 or older to upgrade'],
    ['1990-05-17', null],
  ])('dateOfBirth %j → %j', (dateOfBirth, expected) => {
    expect(messageFor(tier2UpgradeForm, { ...tier2, dateOfBirth }, 'dateOfBirth')).toBe(expected);
  });

  it('asks Tier 3 for an 11-digit NIN and a full address', () => {
    expect(messageFor(tier3UpgradeForm, { ...tier3, nin: '' }, 'nin')).toBe('NIN is required');
    expect(messageFor(tier3UpgradeForm, { ...tier3, address: 'Lagos' }, 'address')).toBe(
      'Please enter your full residential address',
    );
    expect(tier3UpgradeForm.safeParse(tier3).success).toBe(true);
  });

  it("is the body's union with the tier added, each arm with its own fields", () => {
    expect(upgradeTierBody.parse({ tier: 2, ...tier2 })).toEqual({ tier: 2, ...tier2 });
    expect(upgradeTierBody.parse({ tier: 3, ...tier3 })).toEqual({ tier: 3, ...tier3 });
    expect(upgradeTierBody.safeParse({ tier: 3, ...tier2 }).success).toBe(false);
  });
});
